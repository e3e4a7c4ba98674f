import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useGetProfileQuery } from '../api';
import { NotificationsForm } from '../components/notifications-form';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

const TABS = ['profile', 'security', 'notifications'] as const;

const TRIGGER_CLASS =
  'min-h-11 shrink-0 border-b-2 border-transparent px-4 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/** Profile: tabs profile, security, notifications. Signed-out visitors never get here (router). */
export function ProfilePage() {
  const title = usePageTitle('profile');
  const { t } = useTranslation('account');
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  // ?tab=notifications: where an e-mail's unsubscribe page sends people.
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const firstTab = TABS.find((tab) => tab === asked) ?? 'profile';

  return (
    <PageContainer className="py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {isLoading && (
        <p role="status" className="mt-8 text-slate-600">
          {t('load.loading')}
        </p>
      )}
      {!profile && isError && (
        <FormAlert tone="error" className="mt-8 max-w-xl">
          <p>{t('load.failed')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-100"
          >
            {t('load.retry')}
          </button>
        </FormAlert>
      )}
      {profile && (
        <Tabs.Root defaultValue={firstTab} className="mt-8">
          <Tabs.List aria-label={t('tabs.label')} className="flex overflow-x-auto border-b border-slate-200">
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className={TRIGGER_CLASS}>
                {t(`tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="mt-8 max-w-3xl">
            {/* Keyed by user: a different account gets fresh forms. */}
            <Tabs.Content value="profile">
              <ProfileForm key={profile.id} profile={profile} />
            </Tabs.Content>
            <Tabs.Content value="security">
              <PasswordForm key={profile.id} />
            </Tabs.Content>
            <Tabs.Content value="notifications">
              <NotificationsForm key={profile.id} preferences={profile.notifications ?? DEFAULT_NOTIFICATION_PREFERENCES} />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      )}
    </PageContainer>
  );
}
