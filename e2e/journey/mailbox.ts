// Reads the local server's outbox (/dev/mailbox, shown when no SMTP_URL is set) like a person
// reading their mail: the newest message to an address, and a link in its text.
interface MailSummary {
  id: string;
  to: string;
  subject: string;
}

interface Mail extends MailSummary {
  text: string;
  html: string;
}

export async function latestMail(base: string, to: string, timeoutMs = 15_000): Promise<Mail> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const list = (await (
      await fetch(`${base}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`)
    ).json()) as MailSummary[];
    if (list.length > 0) {
      const response = await fetch(
        `${base}/dev/mailbox/${encodeURIComponent(list[0].id)}?format=json`,
      );
      return (await response.json()) as Mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The first link in the mail's text that contains `path`. */
export function linkIn(mail: Mail, path: string): string | undefined {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return links.map((link) => link.replace(/&amp;/g, '&')).find((link) => link.includes(path));
}
