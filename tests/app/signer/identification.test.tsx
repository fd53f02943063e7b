// @vitest-environment jsdom
// Signature standards and identification: the appointment status mapping of docs/product.md#states-identification
// ("initialized and unknown become initialized; inprogress stays inprogress; success becomes
// activatingQES; failure stays failure"), the ongoing rule, the calls per method (docs/product.md#calls-identification:
// "eidas uses segment srs with video or robo; zertes uses segment intrum with video or
// autoident") and the /profile/signature-standards screen.
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  getStartIntrumVideoIdentificationResponseMock,
  getStartSrsRoboIdentificationMockHandler,
  getStartSrsRoboIdentificationResponseMock,
  getStartSrsVideoIdentificationMockHandler,
} from '@generated/api/identification/identification.msw';
import { getGetSignatureQualitiesDetailMockHandler } from '@generated/api/user/user.msw';
import type { IdentificationInfo } from '@generated/model/identificationInfo';
import { describe, expect, it, vi } from 'vitest';
import {
  appointmentStatus,
  isIdentificationOngoing,
} from '@/features/identification/appointment-status';
import { identificationCall } from '@/features/identification/identification-methods';
import {
  qualitiesQuery,
  SignatureStandardsScreen,
} from '@/features/identification/signature-standards-screen';
import { IdentificationMethodScreen } from '@/features/identification/identification-method-screen';
import { LegislationScreen } from '@/features/identification/legislation-screen';
import { useStartIdentification } from '@/features/identification/use-start-identification';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { createTestI18n, createTestQueryClient } from '../../support/render';
import { qualitiesDetail } from './examples';
import { renderRouted } from './support';

const api = useMockApi();

describe('appointment status (docs/product.md#states-identification)', () => {
  it.each([
    ['initialized', 'initialized'],
    ['unknown', 'initialized'],
    ['inprogress', 'inprogress'],
    ['success', 'activatingQES'],
    ['failure', 'failure'],
  ])('%s becomes %s', (provider, shown) => {
    expect(appointmentStatus(provider)).toBe(shown);
  });

  it('leaves statuses the server already mapped as they are, and takes a missing one as unknown', () => {
    expect(appointmentStatus('activatingQES')).toBe('activatingQES');
    expect(appointmentStatus(undefined)).toBe('initialized');
  });

  it('"counts as ongoing when a status exists and the highest quality is not qes"', () => {
    expect(isIdentificationOngoing('inprogress', 'aes')).toBe(true);
    expect(isIdentificationOngoing('inprogress', 'qes')).toBe(false);
    expect(isIdentificationOngoing(undefined, 'aes')).toBe(false);
  });
});

describe('identification calls', () => {
  it('maps the offered methods to the provider segments and methods of the paths', () => {
    const of = (legislation: 'eidas' | 'zertes', method: string) => {
      const call = identificationCall(legislation, method);
      return call && `${call.provider}/${call.method}`;
    };
    expect([
      of('eidas', 'video'),
      of('eidas', 'self'),
      of('zertes', 'video'),
      of('zertes', 'auto'),
    ]).toEqual(['srs/video', 'srs/robo', 'intrum/video', 'intrum/autoident']);
    expect([of('eidas', 'id-austria'), of('eidas', 'external-sc'), of('zertes', 'loc')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

const NO_IDENTIFICATIONS = ['srs/video', 'srs/robo', 'intrum/video', 'intrum/autoident'].map(
  (segment) => problemHandler('get', `*/v1/user/identification/${segment}`, 404, 'not_found'),
);

describe('useStartIdentification', () => {
  it('starts an eidas video identification (POST srs/video) and goes to its identUrl', async () => {
    api.use(getStartSrsVideoIdentificationMockHandler());
    const go = vi.fn();
    const queryClient = createTestQueryClient();
    const i18n = createTestI18n();
    const { result } = renderHook(() => useStartIdentification(go), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nextProvider>
      ),
    });
    await act(() => result.current.start('eidas', 'video'));
    expect(api.sentTo('POST /v1/user/identification/srs/video')).toHaveLength(1);
    expect(go).toHaveBeenCalledWith(
      'https://ident.srs.example/video/7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
    );
  });
});

function renderStandards(
  detail = qualitiesDetail(),
  ui: () => ReactNode = () => <SignatureStandardsScreen />,
) {
  api.use(getGetSignatureQualitiesDetailMockHandler(detail)); // a refetch gets the same
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(qualitiesQuery().queryKey, {
    data: detail,
    status: 200 as const,
    headers: new Headers(),
  });
  return renderRouted(ui as () => ReactElement, { queryClient });
}

/** The qualities detail with `info` as the newest identification under its legislation. */
function withIdentification(info: IdentificationInfo) {
  const detail = qualitiesDetail();
  detail.qualities = detail.qualities.map((entry) =>
    entry.legislation === info.legislation ? { ...entry, identification: info } : entry,
  );
  return detail;
}

describe('SignatureStandardsScreen', () => {
  it('shows each quality and legislation with what is missing and the methods offered', async () => {
    api.use(...NO_IDENTIFICATIONS);
    renderStandards();
    expect((await screen.findByTestId('highest-quality')).textContent).toBe('Qualified (QES)');
    const qesEidas = screen.getByTestId('quality-qes-eidas');
    expect(within(qesEidas).getByText('Identification needed')).toBeTruthy();
    expect(
      within(qesEidas).getByText('Your business pays for the identification. Choose a method:'),
    ).toBeTruthy();
    // Each method with a screen links to it (docs/product.md#screens-personal routes).
    expect(
      within(qesEidas).getByRole('link', { name: 'Video identification' }).getAttribute('href'),
    ).toBe('/profile/signature-standards/eidas/video');
    expect(
      within(qesEidas).getByRole('link', { name: 'Self-identification' }).getAttribute('href'),
    ).toBe('/profile/signature-standards/eidas/self');
    // ID Austria has no call of its own: explained, not clickable-looking.
    expect(within(qesEidas).queryByRole('link', { name: 'ID Austria' })).toBeNull();
    expect(within(qesEidas).queryByRole('button', { name: 'ID Austria' })).toBeNull();
    expect(within(screen.getByTestId('quality-qes-zertes')).getByText('Available')).toBeTruthy();
  });

  it('shows an ongoing identification with its mapped status, read from the qualities detail (no 404 calls)', async () => {
    api.use(...NO_IDENTIFICATIONS);
    renderStandards(
      // The server answers the mapped status (docs/product.md#states-identification: success becomes activatingQES).
      withIdentification({
        ...getStartIntrumVideoIdentificationResponseMock(),
        appointmentStatus: 'activatingQES',
      }),
    );
    const list = await screen.findByTestId('identifications-zertes');
    expect(within(list).getByText('Identified: activating qualified signature')).toBeTruthy();
    // Finished identifications cannot be continued.
    expect(within(list).queryByRole('link', { name: 'Continue identification' })).toBeNull();
    expect(screen.queryByTestId('identifications-eidas')).toBeNull();
    expect(api.sent.filter((call) => call.path.startsWith('/v1/user/identification'))).toEqual([]);
  });

  it('the method screen starts the provider flow (POST srs/robo)', async () => {
    api.use(
      ...NO_IDENTIFICATIONS,
      getStartSrsRoboIdentificationMockHandler({
        ...getStartSrsRoboIdentificationResponseMock(),
        identUrl: null,
      }),
    );
    renderStandards(qualitiesDetail(), () => (
      <IdentificationMethodScreen legislation="eidas" method="self" titleKey="eidasSelf" />
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Start identification' }));
    await waitFor(() =>
      expect(api.sentTo('POST /v1/user/identification/srs/robo')).toHaveLength(1),
    );
  });
});

describe('LegislationScreen (docs/product.md#constants-identification-methods coverage rules)', () => {
  it('offers the covered eidas methods as links and shows the others as not offered', async () => {
    renderStandards(qualitiesDetail(), () => (
      <LegislationScreen legislation="eidas" titleKey="eidas" />
    ));
    const video = await screen.findByTestId('method-video');
    expect(within(video).getByRole('link', { name: 'Choose' }).getAttribute('href')).toBe(
      '/profile/signature-standards/eidas/video',
    );
    const external = screen.getByTestId('method-external-sc');
    expect(within(external).queryByRole('link')).toBeNull();
    expect(within(external).getByText('Not offered for your account')).toBeTruthy();
  });
});
