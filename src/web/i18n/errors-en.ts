/** The English words for every failure (errors-fa.ts holds the shape and the Persian). */
import { englishPlural } from './format';
import type { errorsFa, FaultName, FaultQuote, FaultWording } from './errors-fa';

const NOT_V3 = 'This address is not a v3 service';

const faultsEn: Record<FaultName, (quote: FaultQuote) => FaultWording> = {
  badRequest: () => ({
    words: {
      title: 'The request was not understood',
      detail: 'The service did not understand this request. Change your search or go to the home page.',
    },
    reading: {
      title: 'The text could not be read',
      detail:
        'The service refused this text: it was empty, held characters that are not text, or was not sent as a form’s text. Check the text in the box below and send it again.',
    },
  }),
  tooLarge: ({ readLimit }) => ({
    words: { title: 'The request is too large', detail: 'The service does not accept a request this large.' },
    reading: {
      title: 'The text is too long',
      detail: `The service reads up to ${readLimit} of text. The box below keeps its start, as much as fits: read that, and the rest separately.`,
    },
  }),
  tooMany: ({ seconds }) => ({
    words: {
      title: 'Too many requests',
      detail: `The service is not taking more requests from you for now. We will try again ourselves in ${seconds}.`,
    },
  }),
  tokenUnknown: () => ({
    words: {
      title: 'Token not accepted',
      detail: 'The service does not know this token. Check the token in Settings.',
    },
    test: { detail: 'The service answered, but it does not know this token. Check the token.' },
  }),
  tokenRefused: () => ({
    words: {
      title: 'The service refused the request',
      detail: 'The service does not answer this token. The reason the service gave:',
    },
    test: {
      title: 'The service refused this token',
      detail: 'The service knows the token but does not answer it. The reason the service gave:',
    },
  }),
  notFound: () => ({ words: { title: 'Not found', detail: 'What you asked for is not in this service.' } }),
  unavailable: ({ code, seconds }) => ({
    words: {
      title: 'The service is unavailable for now',
      detail: `The service is not answering for the moment. We will try again ourselves in ${seconds}.`,
    },
    test: { detail: `The service answered with code ${code}. Test again in a little while.` },
  }),
  serviceError: ({ code }) => ({
    words: { title: 'The service had an error', detail: 'The service could not answer. Try again in a little while.' },
    test: { detail: `The service answered with code ${code}. Test again in a little while.` },
  }),
  otherStatus: ({ code }) => ({
    words: {
      title: 'An unfamiliar answer from the service',
      detail: `The service answered with code ${code}. Check the service address in Settings.`,
    },
    test: { title: 'The service refused the test request', detail: `The service answered with code ${code}.` },
  }),
  statusNotV3: ({ code }) => ({
    words: {
      title: NOT_V3,
      detail: `Something at this address answered with code ${code}, but not like a v3 service. Write the base address without the /v3 at its end.`,
    },
  }),
  offline: () => ({
    words: { title: 'You are offline', detail: 'Check your internet connection and try again.' },
  }),
  notAllowed: ({ origin }) => ({
    words: {
      title: 'This address is not allowed here',
      detail: `This site connects the app only to its own service (and those its operator allows), not to ${origin}. Put another address in the settings, or open the app on that service’s own site.`,
    },
    test: {
      detail: `The browser will not connect from this page to ${origin}: this site’s operator has not allowed it (--api-origin). Open the app on that service’s own site.`,
    },
  }),
  unreachable: () => ({
    words: {
      title: 'Could not reach the service',
      detail: 'Check your internet connection and the service address, and try again.',
    },
    test: {
      detail:
        'No answer came: the address is wrong, the service is down, the internet is cut off, or the service does not accept requests from this page (CORS).',
    },
  }),
  timeout: ({ seconds }) => ({
    words: {
      title: 'The service answered too late',
      detail: `The service did not answer within ${seconds}. Try again.`,
    },
    test: { detail: `No answer came within ${seconds}. The service is slow or the address is wrong.` },
  }),
  bodyNotV3: () => ({
    words: {
      title: "The service's answer is not valid",
      detail: 'What this address sent is not a v3 service answer. Check the service address in Settings.',
    },
    test: { title: NOT_V3, detail: 'Something answered at this address, but its answer was not a v3 service answer.' },
  }),
  unknown: () => ({
    words: {
      title: 'Something went wrong',
      detail: 'This part could not be shown. Try again or go to the home page.',
    },
    test: { title: 'The test did not run', detail: 'An unexpected error happened. Try again.' },
  }),
};

export const errorsEn: typeof errorsFa = {
  retry: 'Try again',
  toSettings: 'Go to Settings',
  home: 'Home page',
  fallback: 'Something went wrong; try again.',
  seconds: ({ n, count }) => `${count} ${englishPlural(n, 'second', 'seconds')}`,
  kilobytes: ({ count }) => `${count} KB`,
  faults: faultsEn,
};
