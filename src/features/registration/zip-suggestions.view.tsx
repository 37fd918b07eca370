import { observer } from 'mobx-react-lite';
import type { RegistrationViewModel } from './registration.view-model';
import { t } from '../../i18n/i18n';

/** Cities for the typed zip code (GET /zip_codes): one click fills zip and city. */
export const ZipSuggestions = observer(function ZipSuggestions({ vm }: { vm: RegistrationViewModel }) {
  if (vm.zipSuggestions.length === 0) return null;
  return (
    <div className="tw-zip-suggestions" role="group" aria-label={t('registration.zipSuggestions')}>
      {vm.zipSuggestions.map((s) => (
        // mousedown would blur the zip field first; its check could move the list under the pointer
        <button
          key={`${s.zipCode}-${s.city}`}
          type="button"
          className="tw-zip-suggestions__item"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => vm.chooseSuggestion(s)}
        >
          {s.zipCode} {s.city} <span className="tw-muted">({s.state})</span>
        </button>
      ))}
    </div>
  );
});
