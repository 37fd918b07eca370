import { observer } from 'mobx-react-lite';
import { useLoaderData, useNavigate } from 'react-router';
import type { FaqItem } from '../../../core/domain/content';
import { useLoadedViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { SafeHtmlView } from '../../ui/safe-html';
import { ContentFailed, ContentLoading } from './content-article.view';
import { type FaqData, type FaqViewModel } from './faq.view-model';
import './content.css';
import './content-strings';
import { CONTENT } from './content.module';

/** One question: a heading with a disclosure button (aria-expanded) and its answer region. */
const FaqEntry = observer(function FaqEntry({ vm, item }: { vm: FaqViewModel; item: FaqItem }) {
  const navigate = useNavigate();
  const open = vm.openId === item.id;
  const buttonId = `${item.id}-frage`;
  const panelId = `${item.id}-antwort`;
  return (
    <div className="tw-faq__item">
      <h3 className="tw-faq__question">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => vm.toggle(item.id)}
        >
          <span>{item.question}</span>
          <span aria-hidden="true" className="tw-faq__chevron" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="tw-faq__answer" hidden={!open}>
        <SafeHtmlView html={item.answerHtml} onInternalLink={(path) => void navigate(path)} />
      </div>
    </div>
  );
});

/** The FAQ page's body once loaded: introduction and one accordion per set. */
export const FaqContent = observer(function FaqContent({ vm }: { vm: FaqViewModel }) {
  const navigate = useNavigate();
  return (
    <article className="tw-container tw-content-page tw-faq" aria-labelledby="content-title">
      <h1 id="content-title">{vm.intro?.title ?? t('content.faq.title')}</h1>
      {vm.intro && <SafeHtmlView html={vm.intro.html} onInternalLink={(path) => void navigate(path)} />}
      {vm.groups.map((group) => (
        <section key={group.set} className="tw-faq__group" aria-labelledby={`faq-${group.set}`}>
          <h2 id={`faq-${group.set}`}>{t(`content.faq.sets.${group.set}`)}</h2>
          {group.items.map((item) => (
            <FaqEntry key={item.id} vm={vm} item={item} />
          ))}
        </section>
      ))}
    </article>
  );
});

/** /faq: the introduction from the content service and every FAQ set as an accordion. */
const FaqView = observer(function FaqView() {
  const vm = useLoadedViewModel(CONTENT.faqViewModel, useLoaderData<FaqData>(), (v, d) => v.accept(d));
  usePageTitle(vm.intro?.title ?? t('content.faq.title'));
  if (vm.status === 'loading') return <ContentLoading />;
  if (vm.status === 'error') return <ContentFailed onRetry={() => void vm.load()} />;
  return <FaqContent vm={vm} />;
});

export default FaqView;
