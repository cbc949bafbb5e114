import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';

// Teil 1 der Nutzungsbedingungen: das Angebot, Konten, Münzen und faire Nutzung (wie terms-en-service.tsx).
export const termsServiceSectionsDe: LegalSection[] = [
  {
    id: 'scope',
    title: 'Geltungsbereich',
    body: (
      <p>
        Diese Bedingungen gelten für die Nutzung der Web-App und der Website {PRODUCT_NAME} (der „Dienst“),
        angeboten vom Betreiber von {PRODUCT_NAME} („wir“, „uns“). Mit der Nutzung des Dienstes oder dem
        Anlegen eines Kontos akzeptierst du sie. Wie wir mit personenbezogenen Daten umgehen, erklärt die{' '}
        <a href="/data-privacy">Datenschutzerklärung</a>.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Der Dienst',
    body: (
      <>
        <p>
          {PRODUCT_NAME} ist eine spielerische Fokus- und Produktivitäts-App: ein Pomodoro-Timer, ein
          Countdown und eine Stoppuhr, eine Aufgabenverwaltung, Fokus-Musik, Münzen, ein Arbeitsplatz-Level
          von 1 bis 50, Statistik, ein Newsletter und ein Feedback-Formular. Sie läuft im Browser auf Desktop
          und Smartphone.
        </p>
        <p>
          Der Dienst ist <strong>kostenlos</strong> (Preis: 0 USD). Es gibt keine kostenpflichtigen Funktionen
          und keine In-App-Käufe. Gäste können den Timer und eine Aufgabenliste nutzen, die nur in ihrem
          Browser gespeichert wird; um Fortschritt, Münzen und Level zu speichern, brauchst du ein Konto.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Dein Konto',
    body: (
      <ul>
        <li>
          Du musst mindestens 16 Jahre alt sein oder die Einwilligung eines Elternteils oder einer
          erziehungsberechtigten Person haben.
        </li>
        <li>
          Gib eine echte E-Mail-Adresse an und halte dein Passwort geheim. Du bist für alles verantwortlich,
          was über dein Konto geschieht; sag uns sofort Bescheid, wenn du einen Missbrauch vermutest.
        </li>
        <li>Eine Person, ein Konto. Konten dürfen nicht verkauft oder weitergegeben werden.</li>
        <li>
          Du kannst dein Konto jederzeit in den Einstellungen löschen. Dabei werden alle deine Daten endgültig
          gelöscht, auch Aufgaben, Münzen und Level; das lässt sich nicht rückgängig machen.
        </li>
      </ul>
    ),
  },
  {
    id: 'coins',
    title: 'Münzen und Level',
    body: (
      <>
        <p>
          Münzen verdienst du mit Fokuszeit (eine Münze pro voller Fokusminute im Pomodoro- oder
          Countdown-Modus) und gibst sie aus, um das Level deines Arbeitsplatzes zu erhöhen. Münzen und Level
          sind nur ein Spielelement:
        </p>
        <ul>
          <li>
            sie haben keinen Geldwert und können nicht gekauft, verkauft, getauscht oder ausgezahlt werden;
          </li>
          <li>sie können nicht auf ein anderes Konto übertragen werden;</li>
          <li>
            wir dürfen Kontostände berichtigen, die durch Fehler, Manipulation des Timers oder sonstigen
            Missbrauch entstanden sind, und begrenzen Münzen auf das, was die tatsächlich vergangene Zeit
            zulässt.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fair-use',
    title: 'Faire Nutzung',
    body: (
      <>
        <p>Du verpflichtest dich, Folgendes zu unterlassen:</p>
        <ul>
          <li>über den Dienst gegen Gesetze zu verstoßen oder die Rechte anderer zu verletzen;</li>
          <li>
            den Dienst anzugreifen, zu überlasten oder auszuspähen, seine Ratenbegrenzungen oder
            Sicherheitsmaßnahmen zu umgehen oder auf Daten anderer Nutzer zuzugreifen;
          </li>
          <li>
            das Verdienen von Münzen zu automatisieren oder Skripte zu nutzen, um Timer, Level oder Statistik
            zu manipulieren;
          </li>
          <li>
            Bewertungen oder Aufgabentexte zu veröffentlichen, die rechtswidrig oder beleidigend sind oder
            Werbung für Dritte enthalten.
          </li>
        </ul>
        <p>
          Verstößt du gegen diese Regeln, können wir nach Abwägung der Umstände Inhalte entfernen,
          manipulierte Kontostände zurücksetzen oder das Konto sperren oder schließen; wo es zumutbar ist,
          warnen wir dich vorher.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Deine Inhalte',
    body: (
      <p>
        Aufgaben und Bewertungen gehören weiterhin dir. Du erlaubst uns, sie zu speichern und zu verarbeiten,
        um den Dienst zu betreiben. Bewertungen, die du abgibst, können von unseren Administratoren gelesen
        und ohne deinen Namen zur Verbesserung des Produkts genutzt werden.
      </p>
    ),
  },
];
