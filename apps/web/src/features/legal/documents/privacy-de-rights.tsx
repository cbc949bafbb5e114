import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';
import { SupportEmailLink } from './localized-document';

// Teil 2 der Datenschutzerklärung: Empfänger, Speicherdauer und deine Rechte (wie privacy-en-rights.tsx).
export const privacyRightsSectionsDe: LegalSection[] = [
  {
    id: 'recipients',
    title: 'Empfänger der Daten',
    body: (
      <p>
        Deine Daten werden bei unserem Hosting-Anbieter gespeichert, der sie nur nach unseren Weisungen
        verarbeitet (Auftragsverarbeitung nach Art. 28 DSGVO); dasselbe gilt für unseren E-Mail-Versanddienst.
        Google und Spotify erhalten Daten nur wie oben beschrieben. Administratoren von {PRODUCT_NAME} sehen
        Kontodaten, Münzen, Level, Bewertungen und Newsletter-Abonnements, um den Dienst zu betreiben. An
        Behörden geben wir Daten nur weiter, wenn wir gesetzlich dazu verpflichtet sind.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Speicherdauer',
    body: (
      <ul>
        <li>Server-Logfiles: 30 Tage.</li>
        <li>
          Konto, Aufgaben, Fokuszeit, Münzen, Bewertungen und Anmeldeverlauf: bis du dein Konto löschst. Das
          Löschen des Kontos entfernt alle diese Einträge auf einmal und beendet jede Sitzung.
        </li>
        <li>Newsletter-Abonnement: bis du dich abmeldest oder dein Konto löschst.</li>
        <li>Einmalcodes: 10 Minuten oder bis zu ihrer Verwendung.</li>
        <li>
          Browser-Speicher: bis du dich abmeldest, ihn löschst oder die oben genannten Fristen ablaufen.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Deine Rechte nach der DSGVO',
    body: (
      <>
        <p>Du hast das Recht,</p>
        <ul>
          <li>
            Auskunft über die personenbezogenen Daten zu erhalten, die wir über dich speichern (Art. 15
            DSGVO);
          </li>
          <li>unrichtige Daten berichtigen zu lassen (Art. 16 DSGVO);</li>
          <li>
            deine Daten löschen zu lassen (Art. 17 DSGVO), zum Beispiel indem du dein Konto in den
            Einstellungen löschst;
          </li>
          <li>die Einschränkung der Verarbeitung zu verlangen (Art. 18 DSGVO);</li>
          <li>deine Daten in einem gängigen, maschinenlesbaren Format zu erhalten (Art. 20 DSGVO);</li>
          <li>
            aus Gründen, die sich aus deiner besonderen Situation ergeben, der Verarbeitung auf Grundlage
            unserer berechtigten Interessen zu widersprechen (Art. 21 DSGVO);
          </li>
          <li>
            jede Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO), zum
            Beispiel auf der Seite „Cookies und Einstellungen“ oder indem du dich vom Newsletter abmeldest.
          </li>
        </ul>
        <p>
          Um diese Rechte auszuüben, schreib an <SupportEmailLink />; wir antworten innerhalb eines Monats. Du
          kannst dich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), zum Beispiel
          bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.
        </p>
      </>
    ),
  },
  {
    id: 'portability',
    title: 'Deine Daten herunterladen',
    body: (
      <p>
        Du kannst deine Daten jederzeit mitnehmen (Art. 20 DSGVO): Wähle angemeldet in den Einstellungen
        „Meine Daten herunterladen“. Du erhältst eine ZIP-Datei mit allem, was {PRODUCT_NAME} zu deinem Konto
        speichert (Profil, Aufgaben mit ihrem Verlauf, Fokustage, die Einträge zu Münzen und Fokuszeit,
        Level-Verlauf, Newsletter-Abonnement, Bewertungen, Anmeldungen und Sitzungen, die Browser, die deine
        Hinweise am Ende einer Phase erhalten), jeweils als JSON und als CSV, die sich in jeder
        Tabellenkalkulation öffnen lässt. Sie enthält nie deinen Passwort-Hash, Einmalcodes oder
        Sitzungsschlüssel. Du kannst sie bis zu dreimal pro Stunde herunterladen.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Sicherheit',
    body: (
      <p>
        Alle Verbindungen sind verschlüsselt (HTTPS). Passwörter werden nur als starke Einweg-Hashes
        gespeichert, Anmeldesitzungen lassen sich widerrufen, und jede Anfrage wird geprüft, damit niemand die
        Daten anderer Nutzer lesen oder ändern kann. Es findet keine automatisierte Entscheidungsfindung und
        kein Profiling statt.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Kinder und Jugendliche',
    body: (
      <p>
        {PRODUCT_NAME} richtet sich an Personen ab 16 Jahren. Jüngere Schülerinnen und Schüler dürfen es nur
        mit Einwilligung eines Elternteils oder einer erziehungsberechtigten Person nutzen.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Änderungen dieser Datenschutzerklärung',
    body: (
      <p>
        Wir passen diese Datenschutzerklärung an, wenn sich das Produkt oder die Rechtslage ändert; das Datum
        oben zeigt die aktuelle Fassung. Betrifft eine Änderung, wie wir Daten verwenden, die du uns bereits
        gegeben hast, informieren wir registrierte Nutzer vorher per E-Mail.
      </p>
    ),
  },
];
