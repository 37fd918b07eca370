import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SAVED_TIP_NAME_MAX } from '../../../core/domain/saved-tip';
import { lotteryOfProduct } from '../../../core/domain/lottery';
import type { TicketConfig } from '../../../core/domain/ticket';
import { useViewModel } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { errorMessage, t } from '../../i18n/i18n';
import { MY_NUMBERS } from './my-numbers.module';
import './my-numbers-strings';
import './my-numbers.css';

/**
 * "In Meine Zahlen speichern" on a ticket screen: a dialog asks for a name, then the ticket's
 * fields, add-ons and draw days are kept in this browser. The ticket's feature loads this one's
 * bindings (ticket.module.ts requires it).
 */
/** The German name of the ticket's lottery, for the proposed name ("LOTTO 6aus49 vom …"). */
/**
 * On a touch screen the proposed name is usually kept: focusing its field would open the keyboard
 * over "Speichern", so the dialog starts on "Speichern" there (one tap saves, issue 25), and on the
 * name field where a keyboard is at hand. Asked when the dialog opens, in the browser only.
 */
const touchFirst = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(pointer: coarse)').matches;

const lotteryName = (config: TicketConfig | null): string =>
  config ? t(`lotteries.${lotteryOfProduct(config.productIdentifier)}`) : t('myNumbers.save.fallbackName');

export const SaveTip = observer(function SaveTip({ config }: { config: () => TicketConfig | null }) {
  const vm = useViewModel(MY_NUMBERS.saveTipViewModel);
  const formId = useId();
  const touch = vm.open && touchFirst();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    vm.save(config());
  };
  const nameError = vm.nameError;
  const otherError = vm.error && !nameError ? vm.error : null;
  return (
    <div className="tw-save-tip">
      <Button variant="secondary" fullWidth onClick={() => vm.start(lotteryName(config()))}>
        {t('myNumbers.save.button')}
      </Button>
      <div role="status" className="tw-save-tip__status">
        {vm.saved && (
          <p>
            {t('myNumbers.save.done', { name: vm.saved.name })}{' '}
            <Link to="/meine-zahlen">{t('myNumbers.save.open')}</Link>
          </p>
        )}
      </div>
      <Modal
        open={vm.open}
        title={t('myNumbers.save.title')}
        onClose={() => vm.close()}
        size="sm"
        closeLabel={t('myNumbers.save.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => vm.close()}>
              {t('myNumbers.save.cancel')}
            </Button>
            <Button type="submit" form={formId} data-autofocus={touch || undefined}>
              {t('myNumbers.save.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <p>{t('myNumbers.save.text')}</p>
          <TextField
            label={t('myNumbers.save.name')}
            hint={t('myNumbers.save.nameHint', { max: SAVED_TIP_NAME_MAX })}
            value={vm.name}
            onChange={(e) => vm.setName(e.target.value)}
            error={nameError ? errorMessage('errors.myNumbers', nameError.kind, nameError) : undefined}
            autoComplete="off"
            data-autofocus={touch ? undefined : true}
          />
          {otherError && <Notice tone="error">{errorMessage('errors.myNumbers', otherError.kind, otherError)}</Notice>}
        </form>
      </Modal>
    </div>
  );
});
