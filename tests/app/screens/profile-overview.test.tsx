// @vitest-environment jsdom
// The profile overview: who you are, your plan, your signature level with the way to
// raise it, your visual signature, your business — answered by the generated MSW handlers, with
// per-test overrides of the contract-typed example answers.
import { screen } from '@testing-library/react';
import {
  getGetUserBusinessMockHandler,
  getGetUserBusinessResponseMock,
} from '@generated/api/business/business.msw';
import {
  getGetSignatureQualitiesDetailMockHandler,
  getGetSignatureQualitiesDetailResponseMock,
  getGetUserMockHandler,
  getGetUserResponseMock,
} from '@generated/api/user/user.msw';
import {
  getListVisualSignaturesMockHandler,
  getListVisualSignaturesResponseMock,
} from '@generated/api/visual-signatures/visual-signatures.msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProfileOverview } from '@/features/profile/overview/profile-overview';
import { renderScreen, useMockServer } from './render-screen';
import { mockBody } from '../../support/mock-body';

useMockServer();

// A personal account: the contract's 204 (no content), not an error.
const noBusiness = http.get('*/v2/businesses/user', () => new HttpResponse(null, { status: 204 }));

describe('ProfileOverview', () => {
  it('shows the person, the business plan, the level and the business of an admin', async () => {
    const user = getGetUserResponseMock();
    const membership = mockBody(getGetUserBusinessResponseMock());
    renderScreen(<ProfileOverview />, [
      getGetUserMockHandler(),
      getGetSignatureQualitiesDetailMockHandler({
        ...getGetSignatureQualitiesDetailResponseMock(),
        highestQuality: 'aes',
      }),
      getListVisualSignaturesMockHandler(),
      getGetUserBusinessMockHandler(),
    ]);
    expect(await screen.findByRole('heading', { name: 'Profile' }, { timeout: 5000 })).toBeTruthy();
    expect(
      screen
        .getByTestId('profile-identity')
        .textContent?.includes(`${user.firstName} ${user.lastName}`),
    ).toBe(true);
    expect(screen.getAllByText(membership.business.name).length).toBeGreaterThan(0);
    expect(screen.getByTestId('profile-level-badge').textContent).toBe('Advanced');
    const raise = screen.getByRole('link', { name: 'Raise your level' });
    expect(raise.getAttribute('href')).toBe('/profile/signature-standards');
    // No property name turned into a label.
    expect(screen.queryByText(/Has sso|Disabled qualities|Email verified/)).toBeNull();
  });

  it('says what to do without a business, without free signatures and visual signatures', async () => {
    const user = getGetUserResponseMock();
    renderScreen(
      <ProfileOverview />,
      [
        getGetUserMockHandler({
          ...user,
          attributes: { ...user.attributes, freeSignaturesRemaining: ['0'] },
        }),
        getGetSignatureQualitiesDetailMockHandler({
          ...getGetSignatureQualitiesDetailResponseMock(),
          highestQuality: 'none',
        }),
        getListVisualSignaturesMockHandler({
          ...getListVisualSignaturesResponseMock(),
          defaultSignature: undefined,
          signatures: [],
        }),
        noBusiness,
      ],
      { locale: 'de-ch' },
    );
    expect(
      await screen.findByText(/Sie gehören zu keinem Unternehmen/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Sie haben noch 0 kostenlose Signaturen.')).toBeTruthy();
    expect(screen.getByText(/Sie haben noch keine sichtbare Signatur/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abos ansehen' }).getAttribute('href')).toBe(
      '/upgrade',
    );
    expect(
      screen.getByRole('link', { name: 'Unternehmen registrieren' }).getAttribute('href'),
    ).toBe('/business/register');
  });
});
