import type { Draw } from '../../../core/domain/draw';
import type { AddonIdentifier, LotteryIdentifier } from '../../../core/domain/lottery';
import { RESULTS_ADDONS } from '../../../core/domain/results-games';
import { t } from '../../i18n/i18n';
import { nameOf, ticketLines } from './results-text';

function Balls({ numbers, label, tone }: { numbers: readonly (number | string)[]; label: string; tone?: 'extra' }) {
  return (
    <ul className="tw-result-balls" aria-label={label}>
      {numbers.map((n, i) => (
        <li key={`${n}-${i}`} className={`tw-result-ball${tone ? ` tw-result-ball--${tone}` : ''}`}>
          {n}
        </li>
      ))}
    </ul>
  );
}

/** A ticket number as digit balls, read as one number ("Spiel 77: 1234567"). */
function TicketNumber({ number, label }: { number: string; label: string }) {
  return (
    <span className="tw-result-ticket" role="img" aria-label={`${label}: ${number}`} data-testid="ticket-number">
      {number.split('').map((digit, i) => (
        <span key={i} className="tw-result-digit" aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}

/** One add-on's (or the GlücksSpirale's) winning numbers, by class where it has several. */
function TicketGame({
  draw,
  game,
  focused,
}: {
  draw: Draw;
  game: 'spiel77' | 'super6' | 'plus5' | 'gluecksspirale';
  focused: boolean;
}) {
  const lines = ticketLines(draw, game);
  if (lines.length === 0) return null;
  const single = lines.length === 1;
  const name = nameOf(game);
  return (
    <section
      id={`ergebnis-${game}`}
      className={`tw-results__game${focused ? ' tw-results__game--focused' : ''}`}
      aria-labelledby={`ergebnis-${game}-title`}
      tabIndex={focused ? -1 : undefined}
      data-testid={`results-game-${game}`}
      data-focused={focused || undefined}
    >
      <h3 id={`ergebnis-${game}-title`}>
        {name}
        {focused && <span className="tw-results__focus-badge">{t('results.page.focused', { game: name })}</span>}
      </h3>
      <dl className="tw-results__tickets">
        {lines.map((line) => (
          <div key={line.tier}>
            <dt>{single ? t('results.page.ticketNumber') : t('results.page.ticketClass', { tier: line.tier })}</dt>
            <dd>
              {line.numbers.map((n) => (
                <TicketNumber
                  key={n}
                  number={n}
                  label={single ? name : `${name}, ${t('results.page.ticketClass', { tier: line.tier })}`}
                />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The drawn numbers of a show: main numbers with Superzahl or Eurozahlen, then the add-ons (focused one highlighted). */
export function DrawNumbers({
  lottery,
  draw,
  focus,
}: {
  lottery: LotteryIdentifier;
  draw: Draw;
  focus: AddonIdentifier | null;
}) {
  const drawn = draw.drawnNumbers;
  if (!drawn) return <p className="tw-muted">{t('results.page.notDrawnYet')}</p>;
  const lotteryName = nameOf(lottery);
  return (
    <div className="tw-results__numbers" data-testid="drawn-numbers">
      {lottery === 'gluecksspirale' ? (
        <TicketGame draw={draw} game="gluecksspirale" focused={false} />
      ) : (
        <div className="tw-results__main">
          <Balls
            numbers={[...drawn.main].sort((a, b) => a - b)}
            label={t('results.page.mainNumbers', { lottery: lotteryName })}
          />
          {drawn.superNumber !== null && lottery === 'lotto6aus49' && (
            <div className="tw-results__extra">
              <span className="tw-results__extra-label">{t('results.page.superNumber')}</span>
              <Balls numbers={[drawn.superNumber]} label={t('results.page.superNumber')} tone="extra" />
            </div>
          )}
          {drawn.extra.length > 0 && lottery === 'eurojackpot' && (
            <div className="tw-results__extra">
              <span className="tw-results__extra-label">{t('results.page.euroNumbers')}</span>
              <Balls
                numbers={[...drawn.extra].sort((a, b) => a - b)}
                label={t('results.page.euroNumbers')}
                tone="extra"
              />
            </div>
          )}
        </div>
      )}
      {RESULTS_ADDONS[lottery].map((game) =>
        game === 'gluecksspirale' ? null : <TicketGame key={game} draw={draw} game={game} focused={focus === game} />,
      )}
    </div>
  );
}
