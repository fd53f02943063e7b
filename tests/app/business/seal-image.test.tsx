// @vitest-environment jsdom
// The seal image needs the session, so the API client fetches it: the screen asks the server's
// resizer for the variant of its shown height (160 px) at the screen's density,
// in PNG where the browser's WebP test fails (jsdom decodes nothing) — one request, one format.
import { getMembersMock } from '@generated/api/members/members.msw';
import { getGetSealImageMockHandler, getSealsMock } from '@generated/api/seals/seals.msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SealScreen } from '@/features/business/seal-screen';
import { resetWebpSupport, screenDensity } from '@/lib/images';
import { PNG } from '../../support/mock-api';
import { renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';
import { binaryHandler } from '../../support/binary-handler';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { sent } = businessServer(
  binaryHandler(getGetSealImageMockHandler(), PNG),
  ...getSealsMock(),
  ...getMembersMock(),
);
afterEach(() => resetWebpSupport());

describe('the seal image', () => {
  it('is asked for at its shown height and the screen density, once the WebP test answered', async () => {
    renderWithProviders(<SealScreen businessId={ID} sealName="muster-treuhand-seal" />);
    expect(
      await screen.findByRole('img', { name: /Muster Treuhand AG/ }, { timeout: 4000 }),
    ).toBeTruthy();
    await waitFor(() => expect(sentTo(sent, 'GET', '/image')).toHaveLength(1));
    const [image] = sentTo(sent, 'GET', '/image');
    expect(Object.fromEntries(new URLSearchParams(image.search))).toEqual({
      height: '160',
      fit: 'inside',
      format: 'png',
    });
  });

  it('takes twice the pixels on a high-density screen', () => {
    expect(screenDensity(1)).toBe(1);
    expect(screenDensity(1.5)).toBe(2);
    expect(screenDensity(3)).toBe(2);
  });
});
