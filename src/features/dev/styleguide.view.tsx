import { useState } from 'react';
import type { ReactNode } from 'react';
import '../../ui/tokens.css'; // also imported by src/app/root.tsx; repeated so /dev/styleguide stands alone
import '../../ui/base.css';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import type { ButtonVariant } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Icon, iconNames } from '../../ui/icon';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { NumberGrid } from '../../ui/number-grid';
import { PriceTag } from '../../ui/price-tag';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { Stepper } from '../../ui/stepper';
import { Swatch, colorTokens } from '../../ui/swatch';
import { TextField } from '../../ui/text-field';
import { STYLEGUIDE_SECTIONS, type StyleguideSectionId } from './styleguide-sections';

const variants: ButtonVariant[] = ['primary', 'secondary', 'accent', 'ghost', 'danger'];
const variantNames: Record<ButtonVariant, string> = {
  primary: 'Jetzt spielen',
  secondary: 'Zum Warenkorb',
  accent: 'Quicktipp',
  ghost: 'Abbrechen',
  danger: 'Tipp löschen',
};

/** Toggles n in a list, keeping it sorted like numbers on a ticket. */
function toggled(list: readonly number[], n: number): number[] {
  return list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b);
}

/** Dev-page quick tip only; real quick tips come from the domain's Random port. */
function quickTip(count: number, pool: number): number[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(1 + Math.floor(Math.random() * pool));
  return [...picked].sort((a, b) => a - b);
}

/** One section of STYLEGUIDE_SECTIONS, with the anchor its layout's list jumps to. */
function Section({ id, children }: { id: StyleguideSectionId; children: ReactNode }) {
  const title = STYLEGUIDE_SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <div id={id} className="tw-styleguide__section">
      <Card title={title}>
        <div className="tw-stack">{children}</div>
      </Card>
    </div>
  );
}

export default function StyleguideView() {
  const [lotto, setLotto] = useState<number[]>([3, 17, 28]);
  const [euro, setEuro] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [payment, setPayment] = useState('wallet');
  const [draws, setDraws] = useState('1');
  const [showError, setShowError] = useState(true);

  const simulateLoading = () => {
    setBusy(true);
    window.setTimeout(() => setBusy(false), 2500);
  };

  return (
    <div className="tw-container tw-container--page tw-stack tw-stack--lg">
      <header className="tw-stack tw-stack--sm">
        <h1>Tippwerk Styleguide</h1>
        <p className="tw-text-muted">
          Farben, Schrift und alle Bausteine der Oberfläche an einem Ort. Nur in der Entwicklung sichtbar.
        </p>
      </header>

      <Section id="farben">
        <div className="tw-grid tw-grid--narrow">
          {colorTokens.map((token) => (
            <Swatch key={token} token={token} />
          ))}
        </div>
      </Section>

      <Section id="typografie">
        <h1>Überschrift 1 – Lotto 6aus49</h1>
        <h2>Überschrift 2 – Eurojackpot</h2>
        <h3>Überschrift 3 – Ihr Tippschein</h3>
        <h4>Überschrift 4 – Ziehung am Samstag</h4>
        <p>
          Fließtext: Mit Tippwerk spielen Sie bequem online. Tippen Sie Ihre Glückszahlen, wählen Sie Zusatzspiele wie
          Spiel 77 und Super 6 und verfolgen Sie Ihre Gewinne im Kundenkonto. <a href="#typografie">Ein Textlink</a>.
        </p>
        <p className="tw-text-sm tw-text-muted">
          Kleingedruckt: Spielteilnahme ab 18 Jahren. Glücksspiel kann süchtig machen. Hilfe unter
          www.check-dein-spiel.de.
        </p>
      </Section>

      <Section id="buttons">
        <div className="tw-cluster">
          {variants.map((v) => (
            <Button key={v} variant={v}>
              {variantNames[v]}
            </Button>
          ))}
        </div>
        <div className="tw-cluster">
          <Button size="sm">Klein</Button>
          <Button size="md">Mittel</Button>
          <Button size="lg" iconStart={<Icon name="basket" />}>
            In den Warenkorb
          </Button>
          <Button variant="accent" iconStart={<Icon name="dice" />}>
            Quicktipp
          </Button>
          <Button disabled>Nicht verfügbar</Button>
        </div>
        <div className="tw-cluster">
          <Button loading={busy} onClick={simulateLoading}>
            {busy ? 'Wird bezahlt …' : 'Bezahlen (Laden simulieren)'}
          </Button>
          <ButtonLink href="#buttons" variant="secondary" iconEnd={<Icon name="chevron-right" />}>
            Zu den Gewinnzahlen
          </ButtonLink>
        </div>
        <Button fullWidth variant="primary">
          Volle Breite: Jetzt kostenpflichtig bestellen
        </Button>
      </Section>

      <Section id="formulare">
        <div className="tw-grid">
          <TextField
            label="E-Mail-Adresse"
            type="email"
            autoComplete="email"
            hint="Wir senden Ihnen eine Bestätigung."
          />
          <TextField
            label="Passwort"
            type="password"
            autoComplete="new-password"
            error="Das Passwort muss mindestens 8 Zeichen lang sein."
          />
          <TextField label="Einzahlungsbetrag" inputMode="decimal" suffix="€" defaultValue="20,00" />
          <TextField label="Postleitzahl" disabled defaultValue="10115" />
          <Select
            label="Laufzeit"
            value={draws}
            onChange={(e) => setDraws(e.target.value)}
            options={[
              { value: '1', label: '1 Ziehung' },
              { value: '2', label: '2 Ziehungen' },
              { value: '4', label: '4 Ziehungen' },
              { value: 'abo', label: 'Dauerschein (Abo)' },
            ]}
            hint="Der Spielschein gilt ab der nächsten Ziehung."
          />
          <Select
            label="Bundesland"
            placeholder="Bitte wählen"
            options={[
              { value: 'BE', label: 'Berlin' },
              { value: 'HH', label: 'Hamburg' },
            ]}
            error="Bitte wählen Sie Ihr Bundesland."
          />
        </div>
        <Checkbox label="Ich möchte den Newsletter mit Jackpot-Infos erhalten." defaultChecked />
        <Checkbox
          label={
            <>
              Ich akzeptiere die <a href="#agb">AGB</a> und bin mindestens 18 Jahre alt.
            </>
          }
          error="Bitte bestätigen Sie die AGB."
        />
        <RadioGroup
          legend="Zahlungsart"
          name="payment"
          value={payment}
          onChange={setPayment}
          options={[
            { value: 'wallet', label: 'Guthaben im Kundenkonto', hint: 'Aktuelles Guthaben: 42,50 €' },
            { value: 'sepa', label: 'SEPA-Lastschrift' },
            { value: 'paypal', label: 'PayPal' },
            { value: 'card', label: 'Kreditkarte', disabled: true },
          ]}
        />
        <RadioGroup
          legend="Super 6"
          name="super6"
          orientation="horizontal"
          defaultValue="no"
          error="Bitte treffen Sie eine Auswahl."
          options={[
            { value: 'yes', label: 'Ja' },
            { value: 'no', label: 'Nein' },
          ]}
        />
      </Section>

      <Section id="hinweise">
        <Notice tone="info" title="Annahmeschluss">
          Lotto 6aus49 am Samstag bis 18:50 Uhr.
        </Notice>
        <Notice tone="success" title="Einzahlung erfolgreich">
          Ihr Guthaben wurde um 20,00 € erhöht.
        </Notice>
        <Notice
          tone="warning"
          title="Verifizierung ausstehend"
          action={
            <ButtonLink href="#verify" size="sm" variant="secondary">
              Jetzt verifizieren
            </ButtonLink>
          }
        >
          Bitte bestätigen Sie Ihr Alter, um weiterspielen zu können.
        </Notice>
        {showError && (
          <Notice tone="error" title="Zahlung fehlgeschlagen" onDismiss={() => setShowError(false)}>
            Ihr Guthaben reicht nicht aus.
          </Notice>
        )}
        <div className="tw-cluster tw-cluster--sm">
          <Badge>Offen</Badge>
          <Badge tone="brand">Neu</Badge>
          <Badge tone="accent">Jackpot 45 Mio. €</Badge>
          <Badge tone="success" icon={<Icon name="check" size="sm" />}>
            Gewinn
          </Badge>
          <Badge tone="warning" icon={<Icon name="clock" size="sm" />}>
            Ziehung heute
          </Badge>
          <Badge tone="danger">Abgelehnt</Badge>
          <Badge tone="info">Dauerschein</Badge>
        </div>
        <div className="tw-cluster">
          <Spinner delayMs={0} showLabel label="Gewinnzahlen werden geladen" />
          <Spinner active={busy} size="lg" />
          <span className="tw-text-sm tw-text-muted">
            Der große Spinner erscheint erst nach 1 s „Laden simulieren“.
          </span>
        </div>
        <div className="tw-grid">
          <Skeleton lines={3} />
          <Skeleton shape="block" />
        </div>
        <PriceTag label="Spieleinsatz" amount="7,20 €" note="6 Tippfelder à 1,20 €" />
        <PriceTag label="Gesamtpreis" amount="8,10 €" size="lg" note="inkl. 0,90 € Bearbeitungsgebühr" />
        <Stepper
          label="Registrierung"
          steps={['Name', 'Geburtstag', 'Adresse', 'E-Mail', 'Passwort']}
          current={2}
          completedLabel="abgeschlossen"
        />
        <div className="tw-cluster">
          {iconNames.map((name) => (
            <span key={name} className="tw-cluster tw-cluster--sm tw-text-sm">
              <Icon name={name} /> {name}
            </span>
          ))}
        </div>
      </Section>

      <Section id="tippfeld">
        <div className="tw-grid tw-grid--wide">
          <Card
            title="Tippfeld 1"
            headingLevel={3}
            as="article"
            tone="highlight"
            actions={
              <>
                <Button
                  size="sm"
                  variant="accent"
                  iconStart={<Icon name="dice" size="sm" />}
                  onClick={() => setLotto(quickTip(6, 49))}
                >
                  Quicktipp
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconStart={<Icon name="trash" size="sm" />}
                  onClick={() => setLotto([])}
                >
                  Löschen
                </Button>
              </>
            }
          >
            <NumberGrid
              label="Tippfeld 1"
              poolSize={49}
              max={6}
              selected={lotto}
              onToggle={(n) => setLotto((s) => toggled(s, n))}
              summaryText={`${lotto.length} von 6 Zahlen gewählt`}
            />
          </Card>
          <Card title="Eurozahlen" headingLevel={3} as="article">
            <NumberGrid
              label="Eurozahlen"
              poolSize={12}
              columns={6}
              max={2}
              selected={euro}
              onToggle={(n) => setEuro((s) => toggled(s, n))}
              numberLabel={(n) => `Eurozahl ${n}`}
              summaryText={`${euro.length} von 2 Eurozahlen gewählt`}
            />
            <NumberGrid
              label="Gesperrtes Tippfeld"
              poolSize={12}
              columns={6}
              max={2}
              selected={[4, 9]}
              onToggle={() => undefined}
              disabled
              summaryText="Annahmeschluss erreicht"
            />
          </Card>
        </div>
      </Section>

      <Section id="modal">
        <div className="tw-cluster">
          <Button variant="secondary" onClick={() => setModalOpen(true)}>
            Anmelden
          </Button>
        </div>
        <Modal
          open={modalOpen}
          title="Anmelden"
          onClose={() => setModalOpen(false)}
          size="sm"
          footer={
            <>
              <Button variant="ghost" onClick={() => setModalOpen(false)}>
                Abbrechen
              </Button>
              <Button onClick={() => setModalOpen(false)}>Anmelden</Button>
            </>
          }
        >
          <div className="tw-stack">
            <TextField label="E-Mail-Adresse" type="email" autoComplete="username" />
            <TextField label="Passwort" type="password" autoComplete="current-password" />
            <Checkbox label="Angemeldet bleiben" />
          </div>
        </Modal>
      </Section>
    </div>
  );
}
