import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ListenButton } from '../../../src/web/components/listen-button';
import { fakeSpeech, voice } from '../../support/web/fake-speech';

test('no speech at all on the device: no button, and a line saying why and where a voice is added', () => {
  render(<ListenButton text="آب" lang="fa" />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(
    screen.getByText('این دستگاه صدای فارسی برای خواندن واژه ندارد؛ در تنظیمات گفتار دستگاه می‌توان آن را افزود.'),
  ).toBeInTheDocument();
});

test('while the voices load, neither a button nor a word about it', () => {
  fakeSpeech([]);
  const { container } = render(<ListenButton text="آب" lang="fa" />);
  expect(container).toBeEmptyDOMElement();
});

test('voices, but none Persian: no button and a line saying so — until a Persian voice loads, then it speaks with it', async () => {
  const speech = fakeSpeech([voice('en-US'), voice('ar-SA')]);
  render(<ListenButton text="آب" lang="fa" />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText(/^این دستگاه صدای فارسی برای خواندن واژه ندارد/)).toBeInTheDocument();

  act(() => speech.load([voice('en-US'), voice('fa-IR', 'Dariush')]));
  expect(screen.queryByText(/^این دستگاه صدای فارسی/)).not.toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'شنیدن «آب»' });
  await userEvent.setup().click(button);
  expect(speech.spoken).toHaveLength(1);
  expect(speech.spoken[0]?.text).toBe('آب');
  expect(speech.spoken[0]?.voice?.name).toBe('Dariush');
  expect(speech.spoken[0]?.lang).toBe('fa-IR');
  // A second press cuts off the first rather than queueing behind it.
  expect(speech.cancel).toHaveBeenCalledTimes(1);
});

test('Android names the language fa_IR: that is a Persian voice too', () => {
  fakeSpeech([voice('fa_IR')]);
  render(<ListenButton text="کتاب" lang="fa" />);
  expect(screen.getByRole('button', { name: 'شنیدن «کتاب»' })).toBeInTheDocument();
});

test('a Persian voice does not say an English headword: no button for it, and the line names English', () => {
  fakeSpeech([voice('fa-IR')]);
  render(<ListenButton text="book" lang="en" />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText(/^این دستگاه صدای انگلیسی/)).toBeInTheDocument();
});
