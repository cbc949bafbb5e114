import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';
import { OperatorDetails, SupportEmailLink } from './localized-document';

// Teil 1 der Datenschutzerklärung: wer verantwortlich ist, welche Daten das Produkt verarbeitet und wozu.
// Dieselben Fakten wie privacy-en-data.tsx, für deutsche Leser nach DSGVO formuliert.
export const privacyDataSectionsDe: LegalSection[] = [
  {
    id: 'controller',
    title: 'Verantwortlicher',
    body: (
      <>
        <p>
          {PRODUCT_NAME} ist eine kostenlose Web-App für konzentriertes Arbeiten: ein Pomodoro-Timer mit
          Aufgaben, Münzen und einem Arbeitsplatz, der mit jedem Level wächst. Verantwortlicher im Sinne der
          Datenschutz-Grundverordnung (DSGVO) für die hier beschriebenen personenbezogenen Daten ist der
          Betreiber von {PRODUCT_NAME} („wir“, „uns“):
        </p>
        <OperatorDetails />
        <p>
          Bei allen Fragen zu deinen Daten und um deine Rechte auszuüben, schreib an <SupportEmailLink />.
        </p>
      </>
    ),
  },
  {
    id: 'principles',
    title: 'Das Wichtigste in Kürze',
    body: (
      <ul>
        <li>
          Wir speichern nur, was das Produkt zum Funktionieren braucht: dein Konto, deine Aufgaben und deinen
          Fortschritt.
        </li>
        <li>Wir verkaufen deine Daten nicht und zeigen keine Werbung.</li>
        <li>Analysen laufen erst, wenn du sie auf der Seite „Cookies und Einstellungen“ erlaubst.</li>
        <li>
          Du kannst dein Konto jederzeit löschen; damit werden alle deine Daten aus unserer Datenbank
          entfernt.
        </li>
      </ul>
    ),
  },
  {
    id: 'server-logs',
    title: 'Besuch der Website: Server-Logfiles',
    body: (
      <>
        <p>
          Bei jedem Seitenaufruf übermittelt dein Browser technische Daten, die unser Server in Logfiles
          festhält: deine IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse und das Ergebnis (Statuscode
          und Größe), die verweisende Seite und den User-Agent deines Browsers.
        </p>
        <p>
          Diese Logfiles brauchen wir, um die Website auszuliefern, Fehler zu finden und Angriffe abzuwehren
          (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein sicherer und funktionierender
          Dienst). <strong>Logfiles werden 30 Tage gespeichert</strong> und danach gelöscht, es sei denn, ein
          konkreter Sicherheitsvorfall erfordert, einen Eintrag bis zu seiner Aufklärung als Beweis
          aufzubewahren.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Dein Konto und was es speichert',
    body: (
      <>
        <p>
          Den Timer kannst du auch als Gast ohne Konto nutzen; Aufgaben als Gast bleiben dann nur in deinem
          Browser. Wenn du dich registrierst, verarbeiten wir die folgenden Daten, um den Dienst zu erbringen,
          für den du dich angemeldet hast (Art. 6 Abs. 1 lit. b DSGVO):
        </p>
        <ul>
          <li>
            <strong>Konto:</strong> Benutzername, E-Mail-Adresse, ein Passwort-Hash (nie das Passwort selbst),
            deine Rolle, ob deine E-Mail-Adresse bestätigt ist, und die Anmeldesitzungen deiner Geräte.
            Einmalcodes für die Bestätigung der E-Mail-Adresse und das Zurücksetzen des Passworts werden nur
            als Hash gespeichert und verfallen nach 10 Minuten.
          </li>
          <li>
            <strong>Aufgaben:</strong> Name der Aufgabe, Fälligkeitsdatum, geschätzte und erledigte Pomodoros,
            Priorität (Pflicht oder optional), Reihenfolge und Status.
          </li>
          <li>
            <strong>Fokuszeit und Münzen:</strong> die Fokuszeit, die du erfasst, die Münzen, die du verdienst
            und ausgibst, das Level deines Arbeitsplatzes und ein Verlauf dieser Münzbewegungen, damit der
            Kontostand immer aufgeht.
          </li>
          <li>
            <strong>Statistik:</strong> dein Tagesziel, die Uhrzeit, zu der dein Tag beginnt, und deine
            Zeitzone (aus deinem Browser), jede Timer-Phase, die du abschließt (Fokus oder Pause, ihre Länge
            und wann sie endete), sowie Tagessummen deiner Fokuszeit, Pomodoros, Münzen und erledigten
            Aufgaben, berechnet aus den oben genannten Daten, für die Statistik-Ansicht. Deine eigene
            Statistik gehört zu dem Dienst, für den du dich angemeldet hast. Sie wird daher unabhängig von
            deiner Wahl auf der Seite „Cookies und Einstellungen“ erfasst: Die Cookie-Kategorien regeln das
            Tracking, nicht deinen eigenen Verlauf.
          </li>
          <li>
            <strong>Aktivität:</strong> das Datum deiner Anmeldungen; sie zeigen Administratoren, wie oft sich
            jemand anmeldet, und dienen der Sicherheit der Konten.
          </li>
          <li>
            <strong>Bewertungen:</strong> die Sterne und der Text, die du über das Feedback-Formular abgibst,
            mit Datum und deinem Konto.
          </li>
          <li>
            <strong>Newsletter:</strong> wenn du ihn abonnierst, die E-Mail-Adresse, mit der du dich
            angemeldet hast, und das Datum (Art. 6 Abs. 1 lit. a DSGVO, deine Einwilligung). Eine andere
            Adresse als die bestätigte E-Mail-Adresse deines Kontos wird erst eingetragen, wenn du sie über
            den Link bestätigst, den wir an sie schicken (Double-Opt-in); eine unbestätigte Anmeldung verfällt
            nach 48 Stunden. Du kannst dich jederzeit auf der Newsletter-Seite abmelden.
          </li>
          <li>
            <strong>E-Mails, die wir senden:</strong> Bestätigungscodes, Codes zum Zurücksetzen des Passworts
            und, falls abonniert, den Newsletter. Dafür nutzen wir einen E-Mail-Versanddienst, der deine
            Adresse in unserem Auftrag verarbeitet.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'study-groups',
    title: 'Lerngruppen: was Mitglieder voneinander sehen',
    body: (
      <>
        <p>
          Lerngruppen sind privat, der Beitritt geht nur mit Einladung; es gibt keine Nachrichten, keinen
          freien Text zwischen Nutzern und keine öffentlichen Profile. Für eine Gruppe verarbeiten wir (Art. 6
          Abs. 1 lit. b DSGVO) ihren Namen, ihre Mitglieder, die Einladungslinks (nur als Hash gespeichert, 7
          Tage gültig), eine laufende gemeinsame Sitzung, die in Pausen gesendeten Reaktionen, die Wochen, in
          denen die Gruppe ihr Ziel erreicht hat, Blockierungen und Meldungen.
        </p>
        <p>
          Die anderen Mitglieder deiner Gruppen sehen deinen Nutzernamen und, solange du verbunden bist,
          deinen Status (fokussiert mit den verbleibenden Minuten, in der Pause, inaktiv oder offline), deine
          Fokusminuten von heute und deine aktuelle Serie. Deine Aufgabennamen, Münzen und deine
          E-Mail-Adresse sehen sie nie. Schaltest du „Meine Aktivität meinen Gruppen zeigen“ aus, sehen sie
          dich als verborgen, ohne Zahlen. Blockierst du jemanden, seht ihr euch in keiner Gruppe mehr. Eine
          Meldung zeigt einem Administrator den Gruppennamen, das gemeldete Mitglied und den Grund. Löschst du
          dein Konto, werden deine Mitgliedschaften entfernt; der Datenexport enthält deine Gruppen,
          gesendeten Reaktionen, Meldungen und Blockierungen.
        </p>
        <p>
          „Sag mir, wenn hier jemand zu fokussieren beginnt“ ist in einer Gruppe aus, bis du es einschaltest,
          und gilt nur für diese Gruppe. Ist es an und beginnt ein anderes Mitglied zu fokussieren, senden wir
          eine Push-Nachricht mit dem Nutzernamen dieses Mitglieds und dem Namen der Gruppe (höchstens eine
          pro Stunde und Gruppe) an die Browser, in denen du Benachrichtigungen am Ende einer Phase
          eingeschaltet hast. Sie läuft über den Push-Dienst deines Browsers (Google, Mozilla, Apple oder
          Microsoft, je nach Browser), verschlüsselt, sodass der Dienst sie nicht lesen kann. Ebenso erfahren
          die Mitglieder deiner Gruppen, die es eingeschaltet haben, deinen Nutzernamen und den Gruppennamen,
          wenn du zu fokussieren beginnst; sonst nichts, und gar nichts, solange deine Aktivität verborgen ist
          oder zwischen Nutzern, die einander blockiert haben.
        </p>
      </>
    ),
  },
  {
    id: 'google',
    title: 'Anmeldung mit Google',
    body: (
      <p>
        Wenn du „Mit Google anmelden“ wählst, bestätigt Google Ireland Limited (Gordon House, Barrow Street,
        Dublin 4, Irland) deine Identität und übermittelt uns deinen Namen, deine E-Mail-Adresse, deine
        Google-Konto-ID und die Adresse deines Profilbilds. Der Google-Button wird nur auf der Anmelde- und
        der Registrierungsseite von Googles Servern geladen, sodass Google erfährt, dass du diese Seiten
        besucht hast. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO. Google kann Daten in den USA verarbeiten;
        Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert. Googles Datenschutzerklärung
        findest du unter policies.google.com/privacy.
      </p>
    ),
  },
  {
    id: 'spotify',
    title: 'Fokus-Musik: der eingebettete Spotify-Player',
    body: (
      <p>
        Das Musik-Widget ist eine eingebettete Playlist von Spotify AB (Regeringsgatan 19, 111 53 Stockholm,
        Schweden). Sobald das Widget lädt, verbindet sich dein Browser mit Spotifys Servern; diese erhalten
        deine IP-Adresse und können eigene Cookies setzen, besonders wenn du bei Spotify angemeldet bist. Auf
        diese Verarbeitung haben wir keinen Einfluss, und wir erhalten daraus keine Daten. Rechtsgrundlage:
        Art. 6 Abs. 1 lit. f DSGVO (das Angebot von Fokus-Musik direkt in der App). Spotifys
        Datenschutzerklärung: spotify.com/legal/privacy-policy.
      </p>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Cookies und Browser-Speicher',
    body: (
      <>
        <p>
          {PRODUCT_NAME} verwendet keine Werbe-Cookies. Damit die App funktioniert, legt sie einige Einträge
          im Local Storage und Session Storage deines Browsers ab sowie ein Cookie:
        </p>
        <ul>
          <li>
            <code>token</code> und das Cookie <code>user</code> (90 Tage): halten dich angemeldet. Eine
            Sitzung, die 12 Stunden nicht genutzt wird, wird gelöscht.
          </li>
          <li>
            <code>theme</code>, <code>cookiePreferences</code>, Timer-Stand und -Einstellungen (
            <code>timerTime</code>), <code>selectedTaskId</code>, <code>hasSubmittedReview</code>,{' '}
            <code>nextLevelLight</code> und <code>nextLevelDark</code>: merken sich deine Auswahl und wo du
            warst.
          </li>
          <li>
            Session Storage: Aufgaben als Gast sowie <code>otpSent</code>, <code>resetVerified</code> und{' '}
            <code>emailForOtp</code> beim Zurücksetzen des Passworts; sie verschwinden, wenn du den Tab
            schließt.
          </li>
          <li>
            <code>browserTracked</code> und <code>visitorId</code>: nur mit deiner Einwilligung in Analysen.
            Die Art deines Browsers (zum Beispiel Firefox) und dein helles oder dunkles Farbschema werden
            unter einer Zufallszahl gemeldet, die nicht mit deinem Konto verknüpft ist, damit jeder Browser
            nur einmal zählt. Wenn du angemeldet bist, zählen die Timer-Phasen, die du abschließt (die für
            deine Statistik ohnehin erfasst werden), außerdem in unserer Nutzungsstatistik über alle Nutzer.
            Widerrufst du die Einwilligung, werden beide Einträge aus deinem Browser gelöscht und die
            Meldungen enden; danach abgeschlossene Phasen zählen nur noch in deiner eigenen Statistik.
          </li>
        </ul>
        <p>
          Unbedingt erforderliche Speicherung braucht keine Einwilligung (§ 25 Abs. 2 TDDDG). Alles andere
          hängt von deiner Wahl auf der Seite <a href="/cookies">Cookies und Einstellungen</a> ab.
        </p>
      </>
    ),
  },
];
