import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';
import { OperatorDetails, SupportEmailLink } from './localized-document';

// Part 2 of the terms: third parties, availability, liability, law and contact.
export const termsLegalSections: LegalSection[] = [
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <p>
        The focus music is an embedded Spotify playlist and you may sign in with Google. These services are
        provided by Spotify and Google under their own terms; we are not responsible for their availability or
        content. Song skipping and other playback limits depend on your Spotify account.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <>
        <p>
          We work to keep {PRODUCT_NAME} available but, as a free service, cannot promise uninterrupted
          operation. Maintenance, updates and events beyond our control can interrupt it. We may develop,
          change or discontinue features; we will announce the end of the whole service at least 30 days in
          advance so that you can note your data.
        </p>
        <p>
          For security and error analysis our server keeps log files for 30 days, as described in the Privacy
          Notice.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          We are liable without limitation for intent and gross negligence, for injury to life, body or
          health, and under the German Product Liability Act. For slight negligence we are liable only for the
          breach of an essential obligation (one whose fulfilment makes the service possible at all and on
          which you may rely), limited to the damage typical and foreseeable for this kind of service.
        </p>
        <p>
          Because the service is free, we are otherwise not liable, in particular not for lost coins or
          progress caused by slight negligence. Keep in mind that {PRODUCT_NAME} supports your focus; it is
          not a medical or therapeutic tool.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Ending the agreement',
    body: (
      <p>
        You can stop using the service and delete your account at any time. We may end the agreement with 30
        days' notice by email, or without notice for serious breaches of these terms.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms for valid reasons, such as new features or changes in the law. Registered
        users will be told by email at least 30 days before changes take effect. If you do not object within
        that period, the new terms apply; we will point this out in the email. If you object, either side may
        end the agreement.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and jurisdiction',
    body: (
      <>
        <p>
          These terms are governed by the law of the Federal Republic of Germany, excluding the UN Convention
          on Contracts for the International Sale of Goods. If you are a consumer living in another EU
          country, the mandatory consumer protection rules of that country remain unaffected.
        </p>
        <p>
          Place of jurisdiction is Berlin, Germany, where the law allows such an agreement (in particular for
          merchants and for persons without a general place of jurisdiction in Germany). We are neither
          willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration
          board.
        </p>
        <p>If any provision of these terms is invalid, the remaining provisions stay in force.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>These terms are an agreement with the operator of this service:</p>
        <OperatorDetails />
        <p>
          Questions about these terms: <SupportEmailLink />.
        </p>
      </>
    ),
  },
];
