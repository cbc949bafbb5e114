import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';
import { OperatorDetails, SupportEmailLink } from './localized-document';

// Teil 2 der Nutzungsbedingungen: Dritte, Verfügbarkeit, Haftung, Recht und Kontakt (wie terms-en-legal.tsx).
export const termsLegalSectionsDe: LegalSection[] = [
  {
    id: 'third-parties',
    title: 'Dienste Dritter',
    body: (
      <p>
        Die Fokus-Musik ist eine eingebettete Spotify-Playlist, und du kannst dich mit Google anmelden. Diese
        Dienste werden von Spotify und Google nach deren eigenen Bedingungen erbracht; für ihre Verfügbarkeit
        und ihre Inhalte sind wir nicht verantwortlich. Das Überspringen von Songs und andere
        Wiedergabegrenzen hängen von deinem Spotify-Konto ab.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Verfügbarkeit und Änderungen',
    body: (
      <>
        <p>
          Wir arbeiten daran, dass {PRODUCT_NAME} erreichbar ist, können als kostenloser Dienst aber keinen
          unterbrechungsfreien Betrieb zusagen. Wartung, Updates und Ereignisse außerhalb unseres Einflusses
          können ihn unterbrechen. Wir dürfen Funktionen weiterentwickeln, ändern oder einstellen; das Ende
          des gesamten Dienstes kündigen wir mindestens 30 Tage vorher an, damit du deine Daten sichern
          kannst.
        </p>
        <p>
          Zur Sicherheit und Fehleranalyse speichert unser Server Logfiles für 30 Tage, wie in der
          Datenschutzerklärung beschrieben.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Haftung',
    body: (
      <>
        <p>
          Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder
          Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur bei
          Verletzung einer wesentlichen Vertragspflicht (einer Pflicht, deren Erfüllung den Dienst überhaupt
          erst möglich macht und auf deren Einhaltung du vertrauen darfst), begrenzt auf den für diese Art von
          Dienst typischen und vorhersehbaren Schaden.
        </p>
        <p>
          Da der Dienst kostenlos ist, haften wir im Übrigen nicht, insbesondere nicht für verlorene Münzen
          oder verlorenen Fortschritt aufgrund leichter Fahrlässigkeit. Bitte beachte: {PRODUCT_NAME}{' '}
          unterstützt deine Konzentration, ist aber kein medizinisches oder therapeutisches Hilfsmittel.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Beendigung des Vertrags',
    body: (
      <p>
        Du kannst die Nutzung des Dienstes jederzeit beenden und dein Konto löschen. Wir können den Vertrag
        mit einer Frist von 30 Tagen per E-Mail kündigen, bei schweren Verstößen gegen diese Bedingungen auch
        fristlos.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Änderungen dieser Bedingungen',
    body: (
      <p>
        Wir dürfen diese Bedingungen aus triftigem Grund ändern, etwa bei neuen Funktionen oder Änderungen der
        Rechtslage. Registrierte Nutzer informieren wir mindestens 30 Tage vor dem Inkrafttreten per E-Mail.
        Widersprichst du nicht innerhalb dieser Frist, gelten die neuen Bedingungen; darauf weisen wir in der
        E-Mail hin. Widersprichst du, kann jede Seite den Vertrag beenden.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Anwendbares Recht und Gerichtsstand',
    body: (
      <>
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du
          Verbraucher mit Wohnsitz in einem anderen EU-Staat, bleiben die zwingenden
          Verbraucherschutzvorschriften dieses Staates unberührt.
        </p>
        <p>
          Gerichtsstand ist Berlin, Deutschland, soweit eine solche Vereinbarung gesetzlich zulässig ist
          (insbesondere gegenüber Kaufleuten und Personen ohne allgemeinen Gerichtsstand in Deutschland). Wir
          sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
        <p>
          Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleiben die übrigen Bestimmungen wirksam.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Kontakt',
    body: (
      <>
        <p>Diese Bedingungen sind eine Vereinbarung mit dem Betreiber dieses Dienstes:</p>
        <OperatorDetails />
        <p>
          Fragen zu diesen Bedingungen: <SupportEmailLink />.
        </p>
      </>
    ),
  },
];
