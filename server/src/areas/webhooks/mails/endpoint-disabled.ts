// The mail to a business's admins (or a personal endpoint's owner) when the server disabled a
// webhook endpoint whose deliveries all failed for 3 days: which address, since when, and where
// to enable it again. Queued in the transaction that disables the endpoint.
import type { Db } from '../../../db/connect.ts';
import { mailLanguage, renderMail, type MailLanguage } from '../../../mail/templates/layout.ts';
import type { MailQueue } from '../../../mail/mail-queue.ts';

export interface DisabledMailRecipient {
  email: string;
  firstName: string;
  lang: string;
}

interface Input {
  url: string;
  since: string;
  link: string;
}

const TEXTS: Record<
  MailLanguage,
  (i: Input) => { subject: string; hello: string; lines: string[]; label: string }
> = {
  en: (i) => ({
    subject: 'A webhook endpoint was disabled',
    hello: 'Hello',
    lines: [
      `Every delivery to the webhook endpoint ${i.url} has failed since ${i.since}, so it was disabled after 3 days. Its pending events were given up.`,
      'Fix the receiver, then enable the endpoint again and redeliver the events you need from its delivery log.',
    ],
    label: 'Open the webhooks',
  }),
  de: (i) => ({
    subject: 'Ein Webhook-Endpunkt wurde deaktiviert',
    hello: 'Guten Tag',
    lines: [
      `Jede Zustellung an den Webhook-Endpunkt ${i.url} ist seit ${i.since} fehlgeschlagen; er wurde deshalb nach 3 Tagen deaktiviert. Seine ausstehenden Ereignisse wurden aufgegeben.`,
      'Beheben Sie den Empfänger, aktivieren Sie den Endpunkt wieder und stellen Sie die benötigten Ereignisse aus dem Zustellprotokoll erneut zu.',
    ],
    label: 'Webhooks öffnen',
  }),
  fr: (i) => ({
    subject: 'Un point de terminaison webhook a été désactivé',
    hello: 'Bonjour',
    lines: [
      `Toutes les livraisons vers le point de terminaison webhook ${i.url} échouent depuis ${i.since} ; il a donc été désactivé après 3 jours. Ses événements en attente ont été abandonnés.`,
      'Corrigez le récepteur, puis réactivez le point de terminaison et relivrez les événements nécessaires depuis son journal de livraison.',
    ],
    label: 'Ouvrir les webhooks',
  }),
  it: (i) => ({
    subject: 'Un endpoint webhook è stato disattivato',
    hello: 'Buongiorno',
    lines: [
      `Tutte le consegne all'endpoint webhook ${i.url} non riescono dal ${i.since}, per cui è stato disattivato dopo 3 giorni. I suoi eventi in sospeso sono stati abbandonati.`,
      "Correggete il ricevitore, poi riattivate l'endpoint e riconsegnate gli eventi necessari dal suo registro delle consegne.",
    ],
    label: 'Apri i webhook',
  }),
};

export async function queueEndpointDisabledMails(
  mailQueue: MailQueue,
  trx: Db,
  recipients: DisabledMailRecipient[],
  input: Input,
): Promise<void> {
  await mailQueue.add(
    trx,
    recipients.map((recipient) => {
      const language = mailLanguage(recipient.lang);
      const text = TEXTS[language](input);
      const rendered = renderMail(text.subject, {
        language,
        greeting: `${text.hello} ${recipient.firstName}`.trim(),
        paragraphs: text.lines,
        action: { label: text.label, url: input.link },
      });
      return { to: recipient.email, ...rendered };
    }),
  );
}
