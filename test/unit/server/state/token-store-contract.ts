import { expect, test } from 'vitest';
import { TokenError, type TokenStore } from '../../../../src/server/ports/token-store';

export interface OpenedStore {
  readonly store: TokenStore;
  close(): Promise<void>;
}

/**
 * What every token store must do, whichever keeps the tokens: run against SQLite by the unit
 * tests and against PostgreSQL by the fleet test. Names are unique per run: a shared server
 * keeps the tokens of earlier tests.
 */
export function tokenStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  const run = `${Date.now()}`;

  test(`${name}: a created token is accepted with its name and limit; a wrong secret or a malformed one is not`, async () => {
    const { store, close } = await open();
    try {
      const { id, token } = await store.create({ name: `app ${run}`, rateLimit: 5 });
      expect(await store.verify(token)).toEqual({ kind: 'ok', id, name: `app ${run}`, rateLimit: 5 });
      const secret = token.split('.')[1] ?? '';
      const flipped = (secret[0] === 'A' ? 'B' : 'A') + secret.slice(1);
      expect(await store.verify(`${id}.${flipped}`)).toEqual({ kind: 'invalid' });
      expect(await store.verify(`999999999.${secret}`)).toEqual({ kind: 'invalid' });
      expect(await store.verify('not a token')).toEqual({ kind: 'invalid' });
    } finally {
      await close();
    }
  });

  test(`${name}: suspend, resume, regenerate and revoke take effect on the next check`, async () => {
    const { store, close } = await open();
    try {
      const { id, token } = await store.create({ name: `life ${run}` });
      await store.suspend(id, ' unpaid invoice ');
      expect(await store.verify(token)).toEqual({ kind: 'suspended', id, reason: 'unpaid invoice' });
      await store.resume(id);
      expect(await store.verify(token)).toMatchObject({ kind: 'ok', id, rateLimit: null });
      const fresh = await store.regenerate(id);
      expect(await store.verify(token)).toEqual({ kind: 'invalid' });
      expect(await store.verify(fresh)).toMatchObject({ kind: 'ok', id });
      await store.revoke(id);
      expect(await store.verify(fresh)).toEqual({ kind: 'invalid' });
      await expect(store.regenerate(id)).rejects.toThrow(TokenError);
      await expect(store.resume(id)).rejects.toThrow(TokenError);
      await expect(store.revoke(999_999_999)).rejects.toThrow(TokenError);
      const listed = (await store.list()).find((row) => row.id === id);
      expect(listed).toMatchObject({ name: `life ${run}`, status: 'revoked', rateLimit: null });
      expect(JSON.stringify(listed)).not.toContain(fresh.split('.')[1]);
    } finally {
      await close();
    }
  });

  test(`${name}: a token needs a name, and a limit of its own is a whole number of at least 1`, async () => {
    const { store, close } = await open();
    try {
      await expect(store.create({ name: '  ' })).rejects.toThrow(TokenError);
      await expect(store.create({ name: 'x', rateLimit: 0 })).rejects.toThrow(TokenError);
    } finally {
      await close();
    }
  });

  test(`${name}: the app token is made once and kept, and made anew once it is revoked`, async () => {
    const { store, close } = await open();
    try {
      const first = await store.appToken();
      expect(await store.appToken()).toBe(first);
      const verdict = await store.verify(first);
      expect(verdict).toMatchObject({ kind: 'ok', name: 'farhang-web', rateLimit: null });
      if (verdict.kind === 'ok') await store.revoke(verdict.id);
      const second = await store.appToken();
      expect(second).not.toBe(first);
      expect(await store.verify(second)).toMatchObject({ kind: 'ok', name: 'farhang-web' });
    } finally {
      await close();
    }
  });
}
