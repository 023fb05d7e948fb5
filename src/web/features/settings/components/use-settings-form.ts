import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getDefaultSettings, getSettings, resetSettings, saveSettings } from '../../../connection/settings-store';
import { testConnection } from '../api/test-connection';
import { baseUrlProblem, changedFrom, draftOf, toSettings, type SettingsDraft } from './settings-form-values';

/**
 * The settings form's state: the values as typed, what was last said about them, whether the base
 * URL's problem is shown yet, and the connection test; and what saving, restoring the defaults and
 * testing do to it.
 */
export function useSettingsForm() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(getSettings()));
  const [notice, setNotice] = useState<'' | 'saved' | 'restored'>('');
  const [showProblem, setShowProblem] = useState(false);
  const test = useMutation({ mutationFn: testConnection });
  const problem = baseUrlProblem(draft.baseUrl);

  function edit(change: Partial<SettingsDraft>): void {
    setDraft((d) => ({ ...d, ...change }));
    setNotice('');
    // A connection result is about the values it tested: once a field changes it says nothing true.
    test.reset();
  }

  function save(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setShowProblem(true);
    if (problem !== undefined) return;
    const changes = changedFrom(getDefaultSettings(), toSettings(draft));
    resetSettings();
    saveSettings(changes);
    setDraft(draftOf(getSettings()));
    // Nothing answered under the old settings may stay on screen.
    queryClient.clear();
    setNotice('saved');
  }

  function restoreDefaults(): void {
    resetSettings();
    queryClient.clear();
    setDraft(draftOf(getSettings()));
    setShowProblem(false);
    test.reset();
    setNotice('restored');
  }

  function runTest(): void {
    setShowProblem(true);
    // An address this page may not ask is tried anyway: the report says why nothing answered.
    if (problem !== 'incomplete') test.mutate(toSettings(draft));
  }

  /** The base URL's problem, once a save or a test has asked for it. */
  const shownProblem = showProblem ? problem : undefined;
  return { draft, notice, shownProblem, test, edit, save, restoreDefaults, runTest };
}
