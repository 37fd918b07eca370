import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useViewModel } from '../../app/container-context';
import { withFeature } from '../../app/feature-view';
import { safeRedirectPath } from '../../app/safe-redirect';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { addTranslations, t } from '../../i18n/i18n';
import { FAKE_IDENT_OUTCOMES } from './fake-ident.view-model';
import identStrings from './fake-ident.de.json';
import { DEV, devFeature } from './dev.module';

addTranslations({ dev: { ident: identStrings } });

const FALLBACK = '/kundenkonto/alterspruefung?ident_return=1';

/** Absolute URLs of this origin become paths; anything else is judged by safeRedirectPath. */
function samePath(target: string | null): string {
  if (target && /^https?:\/\//.test(target)) {
    const url = new URL(target);
    return url.origin === window.location.origin
      ? safeRedirectPath(`${url.pathname}${url.search}`, FALLBACK)
      : FALLBACK;
  }
  return safeRedirectPath(target, FALLBACK);
}

/** /dev/fake-ident?case_id=…&redirect_url=…: the fake Nect page; the shop's return URL must be same-origin. */
const FakeIdentView = observer(function FakeIdentView() {
  const [params] = useSearchParams();
  const vm = useViewModel(DEV.fakeIdentViewModel);
  const caseId = params.get('case_id');
  const back = samePath(params.get('redirect_url'));
  usePageTitle(t('dev.ident.title'));
  const leave = () => window.location.assign(back);

  return (
    <div className="tw-container tw-page">
      <h1>{t('dev.ident.title')}</h1>
      <Card>
        <p>{t('dev.ident.text')}</p>
        {caseId ? (
          <p className="tw-muted tw-small">{t('dev.ident.case', { id: caseId })}</p>
        ) : (
          <Notice tone="error">{t('dev.ident.missingCase')}</Notice>
        )}
        {vm.failed && <Notice tone="error">{t('dev.ident.failed')}</Notice>}
        <div className="tw-cluster">
          {FAKE_IDENT_OUTCOMES.map((outcome, index) => (
            <Button
              key={outcome}
              variant={index === 0 ? 'primary' : 'secondary'}
              disabled={vm.busy || !caseId}
              onClick={() => void vm.decide(caseId ?? '', outcome).then((done) => done && leave())}
            >
              {t(`dev.ident.outcomes.${outcome}`)}
            </Button>
          ))}
          <Button variant="ghost" onClick={leave}>
            {t('dev.ident.back')}
          </Button>
        </div>
      </Card>
    </div>
  );
});

export default withFeature(devFeature, FakeIdentView);
