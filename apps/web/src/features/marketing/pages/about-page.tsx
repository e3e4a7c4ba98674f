import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { WaitlistDialog } from '../components/waitlist-dialog';
import { FeatureIcon, type FeatureIconName } from '../components/feature-icon';
import { SectionHeading } from '../components/section-heading';

// One icon per value, in the order of site.about.values.
const VALUE_ICONS: readonly FeatureIconName[] = ['bolt', 'shield', 'clock', 'sparkle'];
const MISSION_ID = 'mission';

/** /about: hero, mission with 4 values, vision timeline, and a call to action with the waitlist modal. */
export function AboutPage() {
  const title = usePageTitle('about');
  const { t } = useTranslation('site');
  const visionId = useId();
  const ctaId = useId();
  const values = t('about.values', { returnObjects: true });
  const milestones = t('about.milestones', { returnObjects: true });
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="py-12 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('about.lead')}</p>
          <a
            href={`#${MISSION_ID}`}
            onClick={(event) => {
              // Smooth unless the visitor asked for less motion; focus follows for keyboard users.
              event.preventDefault();
              const target = document.getElementById(MISSION_ID);
              const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
              target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
              target?.focus({ preventScroll: true });
            }}
            className="mt-8 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('about.toMission')}
          </a>
        </PageContainer>
      </section>

      <section aria-labelledby={`${MISSION_ID}-title`}>
        <PageContainer className="py-12 sm:py-16">
          <div id={MISSION_ID} tabIndex={-1} className="scroll-mt-20 outline-none">
            <SectionHeading id={`${MISSION_ID}-title`} title={t('about.missionTitle')} lead={t('about.missionLead')} />
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value, index) => (
              <li key={value.title} className="rounded-xl border border-slate-200 p-5">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <FeatureIcon name={VALUE_ICONS[index % VALUE_ICONS.length] ?? 'bolt'} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby={visionId} className="bg-slate-50">
        <PageContainer className="py-12 sm:py-16">
          <SectionHeading id={visionId} title={t('about.visionTitle')} lead={t('about.visionLead')} />
          <ol className="relative mt-8 space-y-8 border-l-2 border-brand-200 pl-6 md:grid md:grid-cols-4 md:gap-6 md:space-y-0 md:border-t-2 md:border-l-0 md:pt-6 md:pl-0">
            {milestones.map((milestone) => (
              <li key={milestone.title} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1 -left-[33px] size-4 rounded-full border-4 border-white bg-brand-700 md:-top-[33px] md:left-0"
                />
                {/* No dates: a plan's date is a promise (docs/public-figures.md). */}
                <h3 className="font-semibold text-slate-900">{milestone.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </PageContainer>
      </section>

      <section aria-labelledby={ctaId}>
        <PageContainer className="py-12 sm:py-16">
          <div className="on-dark rounded-2xl bg-brand-800 px-6 py-10 text-center sm:px-10">
            <h2 id={ctaId} className="text-2xl font-bold text-white sm:text-3xl">
              {t('about.ctaTitle')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('about.ctaLead')}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <ButtonLink to={paths.discoverServices.getHref()} variant="secondary">
                {t('about.discover')}
              </ButtonLink>
              <WaitlistDialog
                source="about"
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white px-5 py-2 text-base font-semibold text-white transition-colors hover:bg-white/10"
              >
                {t('about.join')}
              </WaitlistDialog>
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
