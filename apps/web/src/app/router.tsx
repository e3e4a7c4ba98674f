import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { pageRoutes, type PageKey, type PageRoute } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ErrorScreen, RootErrorScreen } from './error-screen';
import { RootHydrateFallback, RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { HomePage } from '../features/marketing/pages/home-page';

type PageLoader = () => Promise<{ Component: ComponentType }>;

// One lazily loaded chunk per page, but the landing page: it is where most visitors arrive,
// and with the router's own code it shows without a further round of downloads (Lighthouse on
// a slow phone: 90 -> 92; see BENCHMARKS.md). A Record over every PageKey, so a route added to
// config/paths.ts without a page here fails the type-check.
const pageLoaders: Record<PageKey, PageLoader> = {
  home: async () => ({ Component: HomePage }),
  growBusiness: () => import('../features/pros/pages/grow-business-page').then((m) => ({ Component: m.GrowBusinessPage })),
  about: () => import('../features/marketing/pages/about-page').then((m) => ({ Component: m.AboutPage })),
  privacyPolicy: () => import('../features/legal/pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  termsOfService: () => import('../features/legal/pages/terms-of-service-page').then((m) => ({ Component: m.TermsOfServicePage })),
  cookiePolicy: () => import('../features/legal/pages/cookie-policy-page').then((m) => ({ Component: m.CookiePolicyPage })),
  disclaimer: () => import('../features/legal/pages/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })),
  discoverServices: () => import('../features/marketing/pages/discover-services-page').then((m) => ({ Component: m.DiscoverServicesPage })),
  bookService: () => import('../features/booking/pages/book-service-page').then((m) => ({ Component: m.BookServicePage })),
  services: () => import('../features/services/pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  faq: () => import('../features/support/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
  contact: () => import('../features/support/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  reservation: () => import('../features/reservation/pages/reservation-page').then((m) => ({ Component: m.ReservationPage })),
  dashboard: () => import('../features/dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  bookings: () => import('../features/dashboard/pages/bookings-page').then((m) => ({ Component: m.BookingsPage })),
  settings: () => import('../features/account/pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  profile: () => import('../features/account/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  login: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('../features/auth/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () => import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  authCallback: () => import('../features/auth/pages/auth-callback-page').then((m) => ({ Component: m.AuthCallbackPage })),
  blog: () => import('../features/blog/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
  blogCreate: () => import('../features/blog/pages/blog-create-page').then((m) => ({ Component: m.BlogCreatePage })),
  blogPost: () =>
    import('../features/blog/pages/blog-post-page').then((m) => ({ Component: m.BlogPostPage, handle: m.blogPostPageHandle })),
  blogEdit: () => import('../features/blog/pages/blog-edit-page').then((m) => ({ Component: m.BlogEditPage })),
  admin: () => import('../features/admin/pages/admin-page').then((m) => ({ Component: m.AdminPage })),
  proWelcome: () => import('../features/pros/pages/pro-welcome-page').then((m) => ({ Component: m.ProWelcomePage })),
  unsubscribe: () => import('../features/unsubscribe/pages/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
  proPublicProfile: () => import('../features/pros/pages/pro-public-profile-page').then((m) => ({ Component: m.ProPublicProfilePage })),
  proHome: () => import('../features/pro-app/pages/pro-home-page').then((m) => ({ Component: m.ProHomePage })),
  proJobs: () => import('../features/pro-app/pages/pro-jobs-page').then((m) => ({ Component: m.ProJobsPage })),
  proEarnings: () => import('../features/pro-app/pages/pro-earnings-page').then((m) => ({ Component: m.ProEarningsPage })),
  proProfile: () => import('../features/pro-app/pages/pro-profile-page').then((m) => ({ Component: m.ProProfilePage })),
  proAvailability: () => import('../features/pro-app/pages/pro-availability-page').then((m) => ({ Component: m.ProAvailabilityPage })),
  // Already in the main chunk: the error screen shows it for 404 responses.
  notFound: async () => ({ Component: NotFoundPage }),
};

// Pages for signed-in users. Signed-out visitors are sent to sign in and
// brought back, except from /profile, which sends them home.
const SIGN_IN_REQUIRED: ReadonlySet<PageKey> = new Set([
  'dashboard',
  'bookings',
  'settings',
  'blogCreate',
  'reservation',
  'blogEdit',
  'admin',
  'proHome',
  'proJobs',
  'proEarnings',
  'proProfile',
  'proAvailability',
]);
const HOME_WHEN_SIGNED_OUT: ReadonlySet<PageKey> = new Set(['profile']);

const toRoute = ({ key, path }: PageRoute): RouteObject => ({ path, lazy: pageLoaders[key] });

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    // Only for errors in the layout itself; page errors render inside it (below).
    ErrorBoundary: RootErrorScreen,
    children: [
      {
        ErrorBoundary: ErrorScreen,
        children: [
          ...pageRoutes.filter(({ key }) => !SIGN_IN_REQUIRED.has(key) && !HOME_WHEN_SIGNED_OUT.has(key)).map(toRoute),
          { element: <RequireAuth />, children: pageRoutes.filter(({ key }) => SIGN_IN_REQUIRED.has(key)).map(toRoute) },
          {
            element: <RequireAuth whenSignedOut="home" />,
            children: pageRoutes.filter(({ key }) => HOME_WHEN_SIGNED_OUT.has(key)).map(toRoute),
          },
        ],
      },
    ],
  },
];

/** The browser's router, made once the first page's modules are in (main.tsx). */
export const createRouter = () => createBrowserRouter(routes);
