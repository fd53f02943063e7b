// The mail sent when the last signer has signed: besides the download link, it
// leads to the public verification (/verify) with a translated sentence and label, in text and in
// HTML (a real link), in the recipient's language.
import { describe, expect, it } from 'vitest';
import { completedMail } from '../../src/areas/signature-requests/mails/signature-request-completed.ts';

const input = {
  recipientName: 'Anna Meier',
  title: 'Mandate agreement 2026',
  signers: 2,
  url: 'https://sign.example.test/view/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  verifyUrl: 'https://sign.example.test/verify',
};

describe('the completion mail', () => {
  it.each([
    ['en', 'Verify a signed document', 'can check their signatures'],
    ['de', 'Signiertes Dokument prüfen', 'kann ihre Signaturen prüfen'],
    ['fr', 'Vérifier un document signé', 'peut vérifier leurs signatures'],
    ['it', 'Verificare un documento firmato', 'può verificarne le firme'],
  ])('links to /verify in %s, in text and HTML', (lang, label, sentence) => {
    const mail = completedMail({ ...input, lang });
    expect(mail.language).toBe(lang);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(`${label}: https://sign.example.test/verify`);
    expect(mail.html).toContain(`<a href="https://sign.example.test/verify"`);
    expect(mail.html).toContain(`>${label}</a>`);
    // The download link stays the mail's action.
    expect(mail.text).toContain(input.url);
    expect(mail.html).toContain(`href="${input.url}"`);
  });

  it('escapes the verification address in the HTML', () => {
    const mail = completedMail({
      ...input,
      lang: 'en',
      verifyUrl: 'https://sign.example.test/verify?a=1&b="2"',
    });
    expect(mail.html).toContain('href="https://sign.example.test/verify?a=1&amp;b=&quot;2&quot;"');
  });
});
