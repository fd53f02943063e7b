// @vitest-environment jsdom
// /profile/settings (PUT /v1/user attributes lang, email_notification_level — all, important,
// none —, default_quality, default_legislation; delete account) and /profile/change-password
// ("A weak password forces the change-password page"; the server clears weak_password).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getChangePasswordMockHandler,
  getCheckPasswordMockHandler,
} from '@generated/api/auth/auth.msw';
import {
  getDeleteUserMockHandler,
  getGetSignatureQualitiesDetailMockHandler,
  getGetUserMockHandler,
  getUpdateUserMockHandler,
} from '@generated/api/user/user.msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import { deleteAccountDialog } from '@/features/profile/dialogs';
import { ChangePasswordScreen } from '@/features/profile/change-password-screen';
import { settingsOf, settingsUpdate } from '@/features/profile/settings-values';
import { qualitiesQuery, SettingsScreen, userQuery } from '@/features/profile/settings-screen';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import { hasWeakPassword } from '@/lib/navigation/forced-pages';
import { startSession } from '@/lib/session';
import { useMockApi } from '../../support/mock-api';
import { createTestQueryClient } from '../../support/render';
import { anna } from './examples';
import { renderRouted } from './support';

const api = useMockApi();
afterEach(() => {
  act(() => closeDialog());
  sessionStorage.clear();
});

/** A qualities-detail answer where exactly `open` (quality or quality.legislation) are available. */
function qualities(open: string[]): SignatureQualitiesDetail {
  const entries = [
    ['ses', undefined],
    ['aes', 'eidas'],
    ['aes', 'zertes'],
    ['qes', 'eidas'],
    ['qes', 'zertes'],
  ] as const;
  return {
    highestQuality: open.some((o) => o.startsWith('qes')) ? 'qes' : open.length ? 'ses' : 'none',
    identificationOngoing: false,
    qualities: entries.map(([quality, legislation]) => {
      const available = open.includes(legislation ? `${quality}.${legislation}` : quality);
      return {
        quality,
        ...(legislation ? { legislation } : {}),
        available,
        reason: available ? null : 'identification_required',
        identificationMethods: [],
      };
    }),
  };
}
const ANNA_LEVELS = qualities(['ses', 'aes.eidas', 'aes.zertes', 'qes.zertes']);

describe('settings values', () => {
  it("reads Anna's attributes and writes back only them, under the stored snake_case names", () => {
    const user = anna();
    const values = settingsOf(user, 'en', ANNA_LEVELS);
    expect(values).toEqual({
      lang: 'de',
      notifications: 'important',
      quality: 'qes',
      legislation: 'zertes',
    });
    // "user or attributes" (docs/product.md#calls-auth-user): the names are not sent, so they stay as they are.
    expect(settingsUpdate({ ...values, notifications: 'none' })).toEqual({
      attributes: {
        lang: ['de'],
        email_notification_level: ['none'],
        default_quality: ['qes'],
        default_legislation: ['zertes'],
      },
    });
  });

  it('falls back to the interface language and all e-mails when nothing is stored', () => {
    const user = anna();
    user.attributes = {};
    expect(settingsOf(user, 'fr')).toMatchObject({ lang: 'fr', notifications: 'all' });
    // Italian "is not selectable": a direct-signing language never becomes the setting.
    expect(settingsOf(user, 'it').lang).toBe('en');
  });

  it('never defaults to a level the user lacks (no "AES · ZertES" for a simple signer)', () => {
    const user = anna();
    user.attributes = { defaultQuality: ['aes'], defaultLegislation: ['zertes'] };
    expect(settingsOf(user, 'en', qualities(['ses']))).toMatchObject({ quality: 'ses' });
    user.attributes = {};
    expect(settingsOf(user, 'en', qualities(['ses', 'aes.eidas']))).toMatchObject({
      quality: 'aes',
      legislation: 'eidas',
    });
    // unconfirmed e-mail: nothing is available, so the lowest level
    expect(settingsOf(user, 'en', qualities([]))).toMatchObject({ quality: 'ses' });
  });
});

function renderSettings(levels = ANNA_LEVELS) {
  api.use(getGetSignatureQualitiesDetailMockHandler(levels)); // read again after saving
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userQuery().queryKey, {
    data: anna(),
    status: 200 as const,
    headers: new Headers(),
  });
  queryClient.setQueryData(qualitiesQuery().queryKey, {
    data: levels,
    status: 200 as const,
    headers: new Headers(),
  });
  return renderRouted(() => <SettingsScreen />, { queryClient });
}

describe('SettingsScreen', () => {
  it('saves the e-mail notification level with PUT /v1/user', async () => {
    api.use(getUpdateUserMockHandler(anna()), getGetUserMockHandler(anna()));
    renderSettings();
    const level = await screen.findByLabelText('E-mail notifications');
    expect(Array.from((level as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'all',
      'important',
      'none',
    ]);
    fireEvent.change(level, { target: { value: 'none' } });
    expect(screen.getByText('You receive no notification e-mails.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.sentTo('PUT /v1/user')).toHaveLength(1));
    expect(api.sentTo('PUT /v1/user')[0].body).toMatchObject({
      attributes: { email_notification_level: ['none'] },
    });
  });

  it('offers only the levels the user can sign at: qualified is disabled for a simple signer', async () => {
    renderSettings(qualities(['ses']));
    const quality = (await screen.findByLabelText(
      'Default signature standard',
    )) as HTMLSelectElement;
    expect(quality.value).toBe('ses');
    const disabled = Array.from(quality.options)
      .filter((o) => o.disabled)
      .map((o) => o.value);
    expect(disabled).toEqual(['aes', 'qes']);
  });

  it('offers English, German and French but not Italian', async () => {
    renderSettings();
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect(Array.from(language.options).map((o) => o.value)).toEqual(['en', 'de', 'fr']);
  });

  it('deletes the account after the delete-account dialog and ends the session', async () => {
    startSession('token-anna', false);
    api.use(getDeleteUserMockHandler());
    const { router } = renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(getActiveDialog()).toMatchObject({ namespace: 'profile', name: 'delete-account' });
    await act(() => deleteAccountDialog.answer({ password: 'Zurich-Treuhand-2026!' }));
    expect(api.sentTo('POST /v1/user/delete')[0].body).toEqual({
      password: 'Zurich-Treuhand-2026!',
    });
    expect(sessionStorage.getItem('session')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bye'));
  });
});

describe('ChangePasswordScreen', () => {
  it('posts old and new, reads the user again and hands over the cleared weak_password', async () => {
    const weak = anna();
    weak.attributes.weakPassword = ['true'];
    api.use(
      getCheckPasswordMockHandler({ validPassword: true }),
      getChangePasswordMockHandler(),
      getGetUserMockHandler(anna()),
    );
    const onDone = vi.fn();
    renderRouted(() => <ChangePasswordScreen user={weak} onDone={onDone} />);
    expect(
      await screen.findByText('Your password is too weak. Please choose a new one to continue.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Current password/), {
      target: { value: 'Zurich-Treuhand-2026!' },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), {
      target: { value: 'Zurich-Treuhand-2027!' },
    });
    expect(await screen.findByText('This password is strong enough.')).toBeTruthy();
    expect(api.sentTo('POST /v1/check-password').at(-1)?.body).toEqual({
      password: 'Zurich-Treuhand-2027!',
      email: 'anna.meier@muster-treuhand.ch',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.sentTo('POST /v1/change-password')[0].body).toEqual({
      old: 'Zurich-Treuhand-2026!',
      new: 'Zurich-Treuhand-2027!',
    });
    expect(api.sentTo('GET /v1/user')).toHaveLength(1);
    expect(hasWeakPassword(onDone.mock.calls[0][0].attributes)).toBe(false);
  });

  it("shows the server's reason for a weak new password", async () => {
    api.use(getCheckPasswordMockHandler({ validPassword: false, errorCode: 'too_common' }));
    renderRouted(() => <ChangePasswordScreen user={anna()} onDone={vi.fn()} />, {
      locale: 'de-ch',
    });
    fireEvent.change(await screen.findByLabelText(/^Neues Passwort/), {
      target: { value: 'password1' },
    });
    expect(await screen.findByText('Dieses Passwort ist zu verbreitet.')).toBeTruthy();
  });
});
