import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import type { LotteryContentComponent, LotteryFacts } from '../../../core/domain/content';
import { useLoadedViewModel } from '../../app/container-context';
import type { LotteryContentData } from './lottery-content.view-model';
import { t } from '../../i18n/i18n';
import { SafeHtmlView } from '../../ui/safe-html';
import './content.css';
import './content-strings';
import { LANDING } from '../landing/landing.module';

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function Component({ component }: { component: LotteryContentComponent }) {
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);
  switch (component.kind) {
    case 'text':
      return (
        <section className="tw-lottery-content__text">
          {component.title && <h2>{component.title}</h2>}
          <SafeHtmlView html={component.html} onInternalLink={go} />
        </section>
      );
    case 'list': {
      const List = component.ordered ? 'ol' : 'ul';
      return (
        <section className="tw-lottery-content__list">
          {component.title && <h2>{component.title}</h2>}
          <List className="tw-rich-text">
            {component.items.map((item, index) => (
              <li key={index}>
                <SafeHtmlView html={item} onInternalLink={go} className="tw-lottery-content__item" />
              </li>
            ))}
          </List>
        </section>
      );
    }
    case 'separator':
      return <hr className="tw-lottery-content__separator" />;
    case 'teaser':
      return (
        <aside className="tw-teaser" aria-labelledby={`${component.id}-title`}>
          <h2 id={`${component.id}-title`}>{component.title}</h2>
          <p>{component.text}</p>
          {isInternal(component.url) ? (
            <Link className="tw-button tw-button--secondary tw-button--md" to={component.url}>
              {component.linkLabel}
            </Link>
          ) : /^https:\/\//i.test(component.url) ? (
            <a className="tw-button tw-button--secondary tw-button--md" href={component.url} rel="noopener noreferrer">
              {component.linkLabel}
            </a>
          ) : null}
        </aside>
      );
  }
}

function FactsBox({ facts }: { facts: LotteryFacts }) {
  const navigate = useNavigate();
  const parts = ['rules', 'additionalLotteries', 'chance', 'drawing'] as const;
  return (
    <section className="tw-lottery-facts" aria-labelledby="lottery-facts-title">
      <h2 id="lottery-facts-title">{facts.headline}</h2>
      <dl>
        {parts.map((part) => (
          <div key={part}>
            <dt>{t(`content.facts.${part}`)}</dt>
            <dd>
              <SafeHtmlView html={facts[part]} onInternalLink={(path) => void navigate(path)} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Editorial blocks and facts of a landing page from the content service; nothing shows while loading or when unavailable. */
export const LotteryContentSection = observer(function LotteryContentSection({
  loaded,
}: {
  loaded: LotteryContentData;
}) {
  const vm = useLoadedViewModel(LANDING.lotteryContentViewModel, loaded, (v, d) => v.accept(d));
  if (vm.status !== 'ready' || (!vm.content && !vm.facts)) return null;
  return (
    <div className="tw-container tw-lottery-content" data-testid="lottery-content">
      {vm.content?.components.map((component) => (
        <Component key={component.id} component={component} />
      ))}
      {vm.facts && <FactsBox facts={vm.facts} />}
    </div>
  );
});
