// @vitest-environment jsdom
// Identification of a direct-link signer (/direct-sign/identification/..., docs/product.md#screens-personal) and the
// personal-details step: the screens read GET /v3/direct/user/signature-qualities-detail (never a
// provider GET that answers 404 for a fresh signer), link to the direct routes, start the provider
// flow through /v1/direct/user/identification/..., and the personal details are checked (
// docs/product.md#validation-messages "This field is required", phone "Invalid format") and saved with PUT /v1/direct/user.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getGetDirectSignatureQualitiesDetailMockHandler,
  getGetDirectUserMockHandler,
  getStartDirectIntrumAutoidentIdentificationMockHandler,
  getUpdateDirectUserMockHandler,
} from '@generated/api/direct/direct.msw';
import { getGetUserMockHandler, getUpdateUserMockHandler } from '@generated/api/user/user.msw';
import type { IdentificationInfo } from '@generated/model/identificationInfo';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DirectIdentificationNotice } from '@/components/signing/direct-identification-notice';
import { IdentificationMethodScreen } from '@/features/identification/identification-method-screen';
import { personQueryOf, qualitiesQueryOf } from '@/features/identification/identification-mode';
import { LegislationScreen } from '@/features/identification/legislation-screen';
import { MobileIdScreen } from '@/features/identification/mobile-id-screen';
import { PersonalDetailsScreen } from '@/features/identification/personal-details-screen';
import { StandardsResultScreen } from '@/features/identification/standards-result-screen';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { createTestQueryClient } from '../../support/render';
import { anna, directUser, example } from './examples';
import { renderRouted } from './support';

const api = useMockApi();

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const directDetail = () =>
  example<SignatureQualitiesDetail>('/v3/direct/user/signature-qualities-detail', 'get');

const answer = <T,>(data: T) => ({ data, status: 200 as const, headers: new Headers() });

function renderDirect(ui: () => ReactElement, detail = directDetail()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(qualitiesQueryOf('direct').queryKey, answer(detail));
  queryClient.setQueryData(personQueryOf('direct').queryKey, answer(directUser()));
  return renderRouted(ui, { queryClient });
}

describe('direct-link identification screens', () => {
  it('list the zertes methods offered to the signer as links under /direct-sign/identification', async () => {
    renderDirect(() => <LegislationScreen legislation="zertes" titleKey="zertes" mode="direct" />);
    const video = await screen.findByTestId('method-video');
    expect(within(video).getByRole('link', { name: 'Choose' }).getAttribute('href')).toBe(
      '/direct-sign/identification/zertes/video',
    );
    // loc is offered (covered) but has no online flow: explained, not a link.
    expect(within(screen.getByTestId('method-loc')).queryByRole('link')).toBeNull();
    // The personal-details step comes first under zertes.
    expect(
      within(screen.getByTestId('personal-details-step'))
        .getByRole('link', { name: 'Check personal details' })
        .getAttribute('href'),
    ).toBe('/direct-sign/identification/zertes/personal-details');
    expect(api.sent.filter((call) => call.path.includes('/identification/'))).toEqual([]);
  });

  it('show the ongoing eidas identification with its mapped status and the way back to it', async () => {
    renderDirect(() => (
      <IdentificationMethodScreen
        legislation="eidas"
        method="video"
        titleKey="eidasVideo"
        mode="direct"
      />
    ));
    const status = await screen.findByTestId('identification-status');
    expect(within(status).getByText('In progress')).toBeTruthy();
    expect(screen.queryByTestId('start-identification')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue identification' })).toBeTruthy();
  });

  it('start the zertes automatic identification through the direct call', async () => {
    api.use(
      getStartDirectIntrumAutoidentIdentificationMockHandler({
        ...example<IdentificationInfo>(
          '/v1/direct/user/identification/intrum/autoident',
          'post',
          '201',
        ),
        identUrl: null,
      }),
      getGetDirectSignatureQualitiesDetailMockHandler(directDetail()),
    );
    renderDirect(() => (
      <IdentificationMethodScreen
        legislation="zertes"
        method="auto"
        titleKey="zertesAuto"
        mode="direct"
      />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Start identification' }));
    await waitFor(() =>
      expect(api.sentTo('POST /v1/direct/user/identification/intrum/autoident')).toHaveLength(1),
    );
    expect(api.sent.some((call) => call.path.startsWith('/v1/user/'))).toBe(false);
  });

  it('say the method is not offered when the signer is not covered', async () => {
    const detail = directDetail();
    detail.qualities = detail.qualities.map((entry) =>
      entry.quality === 'qes' && entry.legislation === 'zertes'
        ? { ...entry, identificationCovered: false, identificationMethods: ['loc', 'external-sc'] }
        : entry,
    );
    renderDirect(
      () => (
        <IdentificationMethodScreen
          legislation="zertes"
          method="video"
          titleKey="zertesVideo"
          mode="direct"
        />
      ),
      detail,
    );
    expect(await screen.findByTestId('method-not-offered')).toBeTruthy();
    expect(screen.queryByTestId('start-identification')).toBeNull();
  });

  it('the ID Austria return page shows the eidas result read again from the server', async () => {
    api.use(getGetDirectSignatureQualitiesDetailMockHandler(directDetail()));
    renderDirect(() => (
      <StandardsResultScreen titleKey="idAustriaSuccess" mode="direct" only="eidas" />
    ));
    const eidas = await screen.findByTestId('result-eidas');
    expect(within(eidas).getByText('In progress')).toBeTruthy();
    expect(screen.queryByTestId('result-zertes')).toBeNull();
    await waitFor(() =>
      expect(api.sentTo('GET /v3/direct/user/signature-qualities-detail')).toHaveLength(1),
    );
    // Read again once per visit, not on every render.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.sentTo('GET /v3/direct/user/signature-qualities-detail')).toHaveLength(1);
  });
});

describe('the zertes personal-details step', () => {
  it('checks the fields, saves names and mobile with PUT /v1/direct/user', async () => {
    api.use(
      getUpdateDirectUserMockHandler(directUser()),
      getGetDirectUserMockHandler(directUser()),
    );
    renderDirect(() => <PersonalDetailsScreen mode="direct" />);
    const mobile = await screen.findByLabelText(/Mobile number/);
    fireEvent.change(mobile, { target: { value: 'call me' } });
    fireEvent.change(screen.getByLabelText(/Last name as on your ID/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Invalid format')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(api.sentTo('PUT /v1/direct/user')).toHaveLength(0);

    fireEvent.change(mobile, { target: { value: '+41 79 555 12 67' } });
    fireEvent.change(screen.getByLabelText(/Last name as on your ID/), {
      target: { value: 'Rossi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(api.sentTo('PUT /v1/direct/user')).toHaveLength(1));
    expect(api.sentTo('PUT /v1/direct/user')[0].body).toEqual({
      firstName: 'Chiara',
      lastName: 'Rossi',
      attributes: { mobile: ['+41 79 555 12 67'] },
    });
  });

  it('shows a refusal of the server translated', async () => {
    api.use(problemHandler('put', '*/v1/direct/user', 422, 'immutable_field', 'server words'));
    renderDirect(() => <PersonalDetailsScreen mode="direct" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText(
        'This name was confirmed by an identification and cannot be changed.',
      ),
    ).toBeTruthy();
  });
});

describe('the notice on the direct signing page', () => {
  it('a qualified request under ZertES the signer lacks leads to the direct identification', async () => {
    api.use(getGetDirectSignatureQualitiesDetailMockHandler(directDetail()));
    renderRouted(() => <DirectIdentificationNotice quality="qes" legislation="zertes" />);
    const notice = await screen.findByTestId('direct-identification-needed');
    expect(
      within(notice).getByText(
        'This request asks for a qualified signature under Switzerland (ZertES). Identify yourself first, then sign.',
      ),
    ).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Identify now' }).getAttribute('href')).toBe(
      '/direct-sign/identification/zertes',
    );
    expect(api.sentTo('GET /v3/direct/user/signature-qualities-detail')).toHaveLength(1);
  });

  it('shows the identification under way with its status', async () => {
    api.use(getGetDirectSignatureQualitiesDetailMockHandler(directDetail()));
    renderRouted(() => <DirectIdentificationNotice quality="qes" legislation="eidas" />);
    const notice = await screen.findByTestId('direct-identification-needed');
    expect(within(notice).getByText(/In progress/)).toBeTruthy();
  });

  it('asks nothing for a request below the qualified level', async () => {
    renderRouted(() => <DirectIdentificationNotice quality="aes" legislation="zertes" />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.sent).toEqual([]);
    expect(screen.queryByTestId('direct-identification-needed')).toBeNull();
  });
});

describe('the mobile number for one-time codes (/profile/signature-standards/mobile-id)', () => {
  it('warns without a number and saves only the mobile with PUT /v1/user', async () => {
    api.use(getUpdateUserMockHandler(anna()), getGetUserMockHandler(anna()));
    const user = anna();
    user.attributes = { ...user.attributes, mobile: undefined };
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(personQueryOf('user').queryKey, answer(user));
    renderRouted(() => <MobileIdScreen />, { queryClient });
    expect(
      await screen.findByText(
        'No mobile number yet: add one before you sign with a qualified signature.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Mobile number/), {
      target: { value: '+41 79 123 45 67' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sentTo('PUT /v1/user')).toHaveLength(1));
    expect(api.sentTo('PUT /v1/user')[0].body).toEqual({
      attributes: { mobile: ['+41 79 123 45 67'] },
    });
  });
});
