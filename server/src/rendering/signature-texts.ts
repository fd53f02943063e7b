// The texts drawn on a visual signature's image, in the signature's language: the name, the
// company line, place and date (Swiss time), the claim and the standards line (quality,
// legislation, provider), each as the display flags say. Pure; ./visual-signature.ts draws them.
// Here, beside the drawing, so that the PDF signer (signing/appearance.ts) and the areas that
// show a signature draw the same picture without the infrastructure importing an area.
import type { components } from '../../../generated/openapi.d.ts';

type Schemas = components['schemas'];
type Language = Schemas['Language'];
type Quality = Schemas['SignatureQuality'];
type Legislation = Schemas['Legislation'];

const CLAIM: Record<Language, string> = {
  en: 'Signed electronically',
  de: 'Elektronisch signiert',
  fr: 'Signé électroniquement',
  it: 'Firmato elettronicamente',
};
const LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };
const QUALITY_LABEL: Record<Quality, string> = {
  ses: 'SES',
  aes: 'AES',
  aesMinimal: 'AES',
  qes: 'QES',
  seal: 'Seal',
  part11: 'Part 11',
};
const LEGISLATION_LABEL: Record<Legislation, string> = { eidas: 'eIDAS', zertes: 'ZertES' };

/** The fields the image is drawn from (a saved signature or a preview request). */
export interface DrawableSignature {
  name: string;
  optionalLine?: string;
  company?: string;
  language: Language;
  location?: string;
  quality: Quality;
  legislation?: Legislation;
  provider?: string;
  displayClaim: boolean;
  displayStandards: boolean;
  displayDate: boolean;
  displayQr: boolean;
}

export interface SignatureTexts {
  name: string;
  /** Company line: optionalLine, else company. */
  company?: string;
  /** "Zürich, 25.11.2026": the location and, when shown, the date. */
  placeAndDate?: string;
  claim?: string;
  standards?: string;
}

// One formatter per language, made on first use: building an Intl.DateTimeFormat costs more than
// drawing with it, and a signature's appearance is prepared for every signature.
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Zurich',
    });
    dateFormats.set(language, format);
  }
  return format;
}

export function signatureTexts(signature: DrawableSignature, date: Date): SignatureTexts {
  const when = signature.displayDate ? dateFormat(signature.language).format(date) : undefined;
  const placeAndDate = [signature.location, when].filter(Boolean).join(', ');
  const standards = [
    QUALITY_LABEL[signature.quality],
    signature.legislation ? LEGISLATION_LABEL[signature.legislation] : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    name: signature.name,
    company: signature.optionalLine || signature.company || undefined,
    placeAndDate: placeAndDate || undefined,
    claim: signature.displayClaim ? CLAIM[signature.language] : undefined,
    standards: signature.displayStandards
      ? signature.provider
        ? `${standards} (${signature.provider})`
        : standards
      : undefined,
  };
}
