// Country list (docs/product.md#constants-locale-platform): "Country list puts CH, DE, FR, AT first (CH first on the Swiss
// platform). Platform is EU when the domain ends in de or eu, otherwise CH." Names come from
// the browser (Intl.DisplayNames) in de, en, fr or it (docs/product.md#constants-locale-platform "Country names in de, en,
// fr, it"), so no list of 250 names travels with the app.
import { languageOf } from './navigation/locale';

export type Platform = 'CH' | 'EU';

export function platformFor(hostname: string): Platform {
  return /\.(de|eu)$/i.test(hostname.replace(/\.$/, '')) ? 'EU' : 'CH';
}

/** The countries that lead the list, in order. */
export function leadingCountries(platform: Platform): string[] {
  return platform === 'CH' ? ['CH', 'DE', 'FR', 'AT'] : ['DE', 'CH', 'FR', 'AT'];
}

// ISO 3166-1 alpha-2 codes, for the rest of the list.
const ISO_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export interface Country {
  code: string;
  name: string;
}

/** Every country, the leading four first, the rest sorted by name in the user's language. */
export function countryList(locale: string, platform: Platform): Country[] {
  const language = languageOf(locale);
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const name = (code: string) => names.of(code) ?? code;
  const leading = leadingCountries(platform);
  const rest = ISO_CODES.filter((code) => !leading.includes(code))
    .map((code) => ({ code, name: name(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return [...leading.map((code) => ({ code, name: name(code) })), ...rest];
}
