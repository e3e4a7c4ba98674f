import type { UserLocale, UserRole } from '../entities/user.entity.js';

export interface DemoUser {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  locale: UserLocale;
  city: string;
  /** DEMO ONLY: published in the README so a developer can sign in locally. Never seed these in production. */
  password: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    firstName: 'Admin',
    lastName: 'HomeMate',
    email: 'admin@homemate.local',
    role: 'admin',
    locale: 'fr',
    city: 'Montréal',
    password: 'Admin123!',
  },
  {
    firstName: 'Sasha',
    lastName: 'Morin',
    email: 'support@homemate.local',
    role: 'support',
    locale: 'en',
    city: 'Montréal',
    password: 'Support123!',
  },
  {
    firstName: 'Camille',
    lastName: 'Tremblay',
    email: 'client@homemate.local',
    role: 'customer',
    locale: 'fr',
    city: 'Montréal',
    password: 'Client123!',
  },
  {
    firstName: 'Marc',
    lastName: 'Gagnon',
    email: 'pro@homemate.local',
    role: 'professional',
    locale: 'en',
    city: 'Laval',
    password: 'Pro12345!',
  },
  {
    firstName: 'Sophie',
    lastName: 'Bélanger',
    email: 'pro2@homemate.local',
    role: 'professional',
    locale: 'fr',
    city: 'Montréal',
    password: 'Pro12345!',
  },
];
