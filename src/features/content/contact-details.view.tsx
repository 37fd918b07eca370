import { t } from '../../i18n/i18n';
import './content-strings';

/** The service team's contact details under the /kundenservice content. */
export function ContactDetails() {
  return (
    <section className="tw-contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('content.contact.title')}</h2>
      <dl className="tw-contact__list">
        <div>
          <dt>{t('content.contact.phone')}</dt>
          <dd>
            <a href={t('content.contact.phoneHref')}>{t('content.contact.phoneNumber')}</a>
            <br />
            {t('content.contact.phoneHours')}
          </dd>
        </div>
        <div>
          <dt>{t('content.contact.email')}</dt>
          <dd>
            <a href={`mailto:${t('content.contact.emailAddress')}`}>{t('content.contact.emailAddress')}</a>
            <br />
            {t('content.contact.emailHint')}
          </dd>
        </div>
        <div>
          <dt>{t('content.contact.post')}</dt>
          <dd>{t('content.contact.postAddress')}</dd>
        </div>
        <div>
          <dt>{t('content.contact.help')}</dt>
          <dd>{t('content.contact.helpText')}</dd>
        </div>
      </dl>
    </section>
  );
}
