import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { lotteryOfProduct } from '../../../core/domain/lottery';
import { formatMoney } from '../../../core/domain/money';
import type { SavedTip } from '../../../core/domain/saved-tip';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { formatDateTime } from '../../i18n/format';
import { errorMessage, t } from '../../i18n/i18n';
import { eventsLabel, fieldTypeLabel } from '../account/receipt-labels';
import type { MyNumbersViewModel } from './my-numbers.view-model';
import { winningCheckPath } from '../winning-check/winning-check-link';
import './my-numbers-strings';
import '../../i18n/products-strings';

/** Everything a tip plays, as a definition list: fields, Losnummern, add-ons, draw days, duration, stake. */
function TipDetails({ tip }: { tip: SavedTip }) {
  const { template } = tip;
  const euro = lotteryOfProduct(template.productIdentifier) === 'eurojackpot';
  const unit = lotteryOfProduct(template.productIdentifier) === 'keno' ? 'days' : 'weeks';
  const numbered = template.fields.filter((f) => f.main.length > 0 || f.extra.length > 0);
  return (
    <dl className="tw-my-numbers__details">
      {template.fieldTypeIdentifier && template.fieldTypeIdentifier !== 'normal' && (
        <>
          <dt>{t('myNumbers.fieldType')}</dt>
          <dd>{fieldTypeLabel(template.fieldTypeIdentifier)}</dd>
        </>
      )}
      {numbered.map((field, index) => (
        <Fragment key={index}>
          <dt>{t('myNumbers.field', { index: index + 1 })}</dt>
          <dd data-testid="saved-tip-numbers">
            {field.main.join(' ')}
            {euro && field.extra.length > 0 && ` · ${t('myNumbers.extraNumbers')}: ${field.extra.join(' ')}`}
          </dd>
        </Fragment>
      ))}
      {template.ticketNumbers.length > 0 && (
        <>
          <dt>{t(template.ticketNumbers.length > 1 ? 'myNumbers.ticketNumbers' : 'myNumbers.ticketNumber')}</dt>
          <dd className="tw-mono">{template.ticketNumbers.join(', ')}</dd>
        </>
      )}
      <dt>{t('myNumbers.addons')}</dt>
      <dd>
        {template.addons.length > 0 ? template.addons.map((a) => t(`addons.${a}`)).join(', ') : t('myNumbers.noAddons')}
      </dd>
      <dt>{t('myNumbers.drawDays')}</dt>
      <dd>{eventsLabel(template.drawEvents)}</dd>
      <dt>{t('myNumbers.duration')}</dt>
      <dd>{t(`myNumbers.${unit}`, { count: template.repetitionQuantity })}</dd>
      {template.fieldStake && (
        <>
          <dt>{t('myNumbers.stake')}</dt>
          <dd>{formatMoney(template.fieldStake)}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * One saved tip with "Spielen", "Umbenennen" (an inline form) and "Löschen" (behind a
 * confirmation). Focus follows: into the form or the question, back to the button that opened it.
 */
export const SavedTipEntry = observer(function SavedTipEntry({ tip, vm }: { tip: SavedTip; vm: MyNumbersViewModel }) {
  const navigate = useNavigate();
  const headingId = useId();
  const confirmId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const renameInput = useRef<HTMLInputElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const renaming = vm.renamingId === tip.id;
  const confirming = vm.confirmingDeleteId === tip.id;
  const was = useRef({ renaming, confirming });

  useEffect(() => {
    if (renaming && !was.current.renaming) renameInput.current?.focus();
    if (!renaming && was.current.renaming) renameButton.current?.focus();
    if (confirming && !was.current.confirming) keepButton.current?.focus();
    if (!confirming && was.current.confirming) deleteButton.current?.focus();
    was.current = { renaming, confirming };
  }, [renaming, confirming]);

  const checkPath = winningCheckPath(tip.template);
  const play = () => {
    const path = vm.play(tip.id);
    if (path) void navigate(path);
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    vm.saveRename();
  };

  return (
    <li className="tw-my-numbers__tip">
      <article aria-labelledby={headingId} data-testid="saved-tip">
        <h2 id={headingId}>{tip.name}</h2>
        <p className="tw-my-numbers__meta">
          {t(`products.${tip.template.productIdentifier}`)} ·{' '}
          {t('myNumbers.savedOn', { date: formatDateTime(tip.savedAt) })}
        </p>
        <TipDetails tip={tip} />
        {renaming ? (
          <form className="tw-my-numbers__rename" onSubmit={rename} noValidate>
            <TextField
              ref={renameInput}
              label={t('myNumbers.renameLabel')}
              value={vm.renameValue}
              onChange={(e) => vm.setRenameValue(e.target.value)}
              error={vm.renameError ? errorMessage('errors.myNumbers', vm.renameError.kind, vm.renameError) : undefined}
              autoComplete="off"
            />
            <Button type="submit">{t('myNumbers.renameSave')}</Button>
            <Button variant="secondary" onClick={() => vm.cancelRename()}>
              {t('myNumbers.cancel')}
            </Button>
          </form>
        ) : (
          <div className="tw-my-numbers__actions">
            <Button onClick={play} aria-label={t('myNumbers.playNamed', { name: tip.name })}>
              {t('myNumbers.play')}
            </Button>
            {checkPath && (
              <Link
                className="tw-button tw-button--secondary tw-button--md"
                to={checkPath}
                aria-label={t('myNumbers.checkNamed', { name: tip.name })}
              >
                {t('myNumbers.check')}
              </Link>
            )}
            <Button
              ref={renameButton}
              variant="secondary"
              onClick={() => vm.startRename(tip.id)}
              aria-label={t('myNumbers.renameNamed', { name: tip.name })}
            >
              {t('myNumbers.rename')}
            </Button>
            <Button
              ref={deleteButton}
              variant="ghost"
              onClick={() => vm.askDelete(tip.id)}
              aria-label={t('myNumbers.deleteNamed', { name: tip.name })}
              aria-expanded={confirming}
            >
              {t('myNumbers.delete')}
            </Button>
          </div>
        )}
        {confirming && (
          <div
            className="tw-my-numbers__confirm"
            role="alertdialog"
            aria-labelledby={`${confirmId}-title`}
            aria-describedby={`${confirmId}-text`}
          >
            <h3 id={`${confirmId}-title`}>{t('myNumbers.deleteQuestion', { name: tip.name })}</h3>
            <p id={`${confirmId}-text`}>{t('myNumbers.deleteText')}</p>
            <div className="tw-cluster">
              <Button variant="danger" onClick={() => vm.confirmDelete()}>
                {t('myNumbers.deleteConfirm')}
              </Button>
              <Button ref={keepButton} variant="secondary" onClick={() => vm.cancelDelete()}>
                {t('myNumbers.deleteKeep')}
              </Button>
            </div>
          </div>
        )}
      </article>
    </li>
  );
});
