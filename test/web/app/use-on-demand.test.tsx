import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useOnDemand } from '../../../src/web/parts/use-on-demand';

function Probe({ load, wanted = true }: { readonly load: () => Promise<{ word: string }>; readonly wanted?: boolean }) {
  const { module, failed } = useOnDemand(load, wanted);
  return <p>{failed ? 'failed' : (module?.word ?? 'waiting')}</p>;
}

test('a module is loaded once, when first wanted, and kept for the next component', async () => {
  let calls = 0;
  const load = () => {
    calls += 1;
    return Promise.resolve({ word: 'آب' });
  };
  const { rerender, unmount } = render(<Probe load={load} wanted={false} />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(calls).toBe(0);
  rerender(<Probe load={load} />);
  expect(await screen.findByText('آب')).toBeInTheDocument();
  unmount();
  render(<Probe load={load} />);
  expect(screen.getByText('آب')).toBeInTheDocument();
  expect(calls).toBe(1);
});

test('a load that fails says so, and a later component tries again', async () => {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ word: 'نان' });
  };
  const { unmount } = render(<Probe load={load} />);
  expect(await screen.findByText('failed')).toBeInTheDocument();
  unmount();
  render(<Probe load={load} />);
  expect(await screen.findByText('نان')).toBeInTheDocument();
});
