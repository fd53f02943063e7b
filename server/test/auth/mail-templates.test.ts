// The confirmation, reset and SSO-secret mails: the recipient's language, the same content in
// text and HTML, and HTML-escaped values.
import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../../src/areas/auth/mails/confirmation.ts';
import { escapeHtml, mailLanguage } from '../../src/mail/templates/layout.ts';
import { passwordResetMail } from '../../src/areas/auth/mails/password-reset.ts';
import { ssoSecretMail } from '../../src/areas/auth/mails/sso-secret.ts';

const URL = 'https://sign.example.test/signup/confirm?token=abc_123&x=1';

describe('mail templates', () => {
  it('falls back to English for an unknown or missing language', () => {
    expect(mailLanguage(undefined)).toBe('en');
    expect(mailLanguage('es')).toBe('en');
    expect(mailLanguage('it')).toBe('it');
  });

  it.each([
    ['en', 'Confirm your e-mail address', 'Hello Anna', '48 hours'],
    ['de', 'Bestätigen Sie Ihre E-Mail-Adresse', 'Hallo Anna', '48 Stunden'],
    ['fr', 'Confirmez votre adresse e-mail', 'Bonjour Anna', '48 heures'],
    ['it', 'Conferma il tuo indirizzo e-mail', 'Buongiorno Anna', '48 ore'],
  ])('writes the confirmation mail in %s', (lang, subject, greeting, validity) => {
    const mail = confirmationMail({ lang, firstName: 'Anna', url: URL, validHours: 48 });
    expect(mail.language).toBe(lang);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(URL);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).toContain(`href="${URL.replace('&', '&amp;')}"`);
  });

  it.each([
    ['en', 'Reset your password', '60 minutes'],
    ['de', 'Passwort zurücksetzen', '60 Minuten'],
    ['fr', 'Réinitialisez votre mot de passe', '60 minutes'],
    ['it', 'Reimposta la tua password', '60 minuti'],
  ])('writes the reset mail in %s', (lang, subject, validity) => {
    const mail = passwordResetMail({ lang, firstName: 'Anna', url: URL, validMinutes: 60 });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(validity);
    expect(mail.text).toContain(URL);
  });

  it('shows the SSO secret in text and HTML', () => {
    const mail = ssoSecretMail({
      lang: 'de',
      firstName: 'Anna',
      provider: 'Muster Login',
      secret: '482913',
      validMinutes: 30,
    });
    expect(mail.text).toContain('\n\n482913\n\n');
    expect(mail.html).toContain('482913');
    expect(mail.text).toContain('Muster Login');
  });

  it('escapes values in the HTML', () => {
    const mail = confirmationMail({
      lang: 'en',
      firstName: '<script>alert("x")</script>',
      url: URL,
      validHours: 48,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml('<script>alert("x")</script>'));
    expect(mail.text).toContain('<script>alert("x")</script>');
  });
});
