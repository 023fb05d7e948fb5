import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';
import { fakeSpeech, voice } from '../../support/web/fake-speech';

const web = await startWebService();
afterAll(() => web.stop());

async function wordCard() {
  const { user } = renderApp(`/word/moein/${encodeURIComponent('امید')}/1`, { settings: web.settings });
  return { user, card: await screen.findByRole('article', { name: 'امید' }) };
}

test('the word page says its headword aloud with the device’s Persian voice', async () => {
  const speech = fakeSpeech([voice('en-US'), voice('fa-IR', 'Dariush')]);
  const { user, card } = await wordCard();
  await user.click(within(card).getByRole('button', { name: 'شنیدن «امید»' }));
  expect(speech.spoken.map((said) => [said.text, said.voice?.name])).toEqual([['امید', 'Dariush']]);
});

test('no Persian voice on the device: the word page offers no listen button', async () => {
  fakeSpeech([voice('en-US')]);
  const { card } = await wordCard();
  expect(within(card).queryByRole('button', { name: /^شنیدن/ })).not.toBeInTheDocument();
});
