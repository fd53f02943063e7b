// The one message of a Problem, used by every screen and by the direct signer's failure overlay:
// the catalogue's translated text for a known code, the server's words when the translation is
// not loaded yet (a translate function answers with the key then) or the code is unknown, else
// the generic text.
import { describe, expect, it } from 'vitest';
import { problemMessage, type Translate } from '@/lib/problem-messages';

const english: Record<string, string> = {
  'errors:problem.mobile_missing': 'Please enter your mobile number first to receive a code.',
  'errors:problem.unknown': 'Something went wrong.',
};
const loaded: Translate = (key, options) => english[key] ?? options?.defaultValue ?? key;
const notLoaded: Translate = (key) => key;

describe('problemMessage', () => {
  it('a known code shows the catalogue text, not the server words', () => {
    expect(
      problemMessage(
        { code: 'mobile_missing', detail: 'add one with PUT /v1/direct/user' },
        loaded,
      ),
    ).toBe('Please enter your mobile number first to receive a code.');
  });

  it('a known code whose texts are not loaded shows the server words instead of the key', () => {
    expect(problemMessage({ code: 'mobile_missing', detail: 'No mobile.' }, notLoaded)).toBe(
      'No mobile.',
    );
  });

  it('an unknown code shows the detail, then the title, then the generic text', () => {
    expect(problemMessage({ code: 'new_code', detail: 'Detail.' }, loaded)).toBe('Detail.');
    expect(problemMessage({ code: 'new_code', title: 'Title' }, loaded)).toBe('Title');
    expect(problemMessage(undefined, loaded)).toBe('Something went wrong.');
  });
});
