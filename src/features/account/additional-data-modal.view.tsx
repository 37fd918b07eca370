import { useEffect, useEffectEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useService, useViewModel } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { fieldMessage } from '../../forms/field-message';
import { t } from '../../i18n/i18n';
import './additional-data-strings';
import { ACCOUNT } from './account.module';
import { SESSION } from '../session/session.module';

interface AdditionalDataModalProps {
  /** "Später ergänzen", ×, Escape. */
  onClose: () => void;
  /** Birth name and birthplace are both present (saved here or already before): the modal goes away by itself. */
  onComplete: () => void;
}

/**
 * `open-modal=additional_data_needed` (players only): birth name and birthplace are missing
 * (spec/1 §5). The player fills them in here (PUT /me through the personal-data view model,
 * same rules and messages as the page) or goes to the personal-data page.
 */
const AdditionalDataModal = observer(function AdditionalDataModal({ onClose, onComplete }: AdditionalDataModalProps) {
  const vm = useViewModel(ACCOUNT.personalDataViewModel, (v) => v.fill());
  const session = useService(SESSION.sessionViewModel);
  const complete = session.player !== null && !vm.additionalDataNeeded;
  // Once, when the data is there; onComplete changes with every render of the host.
  const completed = useEffectEvent(() => onComplete());
  useEffect(() => {
    if (complete) completed();
  }, [complete]);

  const missing = vm.missingAdditionalData;
  if (complete || !vm.form || missing.length === 0) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void vm.save(missing);
  };
  // The view model's outcome keys belong to the page; this modal has its own wording.
  const failure =
    vm.message === 'personalData.checkFields'
      ? 'checkFields'
      : vm.message === 'personalData.unavailable'
        ? 'unavailable'
        : null;

  return (
    <Modal open title={t('additionalData.title')} onClose={onClose} size="sm" closeOnBackdrop={!vm.saving}>
      <form noValidate className="tw-stack" onSubmit={submit} data-testid="additional-data-form">
        <p>{t(`additionalData.missing.${missing.length > 1 ? 'both' : missing[0]}`)}</p>
        <p className="tw-small">{t('additionalData.why')}</p>
        {failure && <Notice tone="error">{t(`additionalData.${failure}`)}</Notice>}
        {missing.map((field) => (
          <TextField
            key={field}
            label={t(`additionalData.fields.${field}`)}
            hint={t(`additionalData.${field}Hint`)}
            autoComplete="off"
            required
            value={vm.form![field]}
            onChange={(e) => vm.set(field, e.target.value)}
            // The first field has focus from the start: leaving it empty (for "Später ergänzen") is no error yet.
            onBlur={() => void (vm.form![field] && vm.check(field))}
            error={vm.errors[field] ? fieldMessage(field, vm.errors[field]) : undefined}
          />
        ))}
        <div className="tw-cluster">
          <Button type="submit" loading={vm.saving}>
            {t('additionalData.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose} disabled={vm.saving}>
            {t('additionalData.later')}
          </Button>
        </div>
        <p>
          <Link to="/kundenkonto/daten">{t('additionalData.personalDataLink')}</Link>
        </p>
      </form>
    </Modal>
  );
});

export default AdditionalDataModal;
