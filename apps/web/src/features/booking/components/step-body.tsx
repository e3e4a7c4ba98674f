import type { ContactValues } from '../booking-request';
import type { BookingWizardState } from '../wizard-state';
import { AccountStep } from './account-step';
import { AddressStep } from './address-step';
import { CategoryStep } from './category-step';
import { ConfirmStep } from './confirm-step';
import { DateTimeStep } from './date-time-step';
import { SubServiceStep } from './sub-service-step';
import { SuccessStep } from './success-step';

interface StepBodyProps {
  wizard: BookingWizardState;
  contact: ContactValues;
  profileLoading: boolean;
}

/** The current step's content. */
export function StepBody({ wizard, contact, profileLoading }: StepBodyProps) {
  switch (wizard.step) {
    case 'category':
      return <CategoryStep serviceId={wizard.serviceId} />;
    case 'subService':
      return <SubServiceStep {...wizard} />;
    case 'dateTime':
      return <DateTimeStep {...wizard} />;
    case 'address':
      return <AddressStep {...wizard} />;
    case 'account':
      return <AccountStep mode={wizard.authMode} />;
    case 'confirm':
      return <ConfirmStep wizard={wizard} contact={contact} profileLoading={profileLoading} />;
    case 'success':
      return <SuccessStep bookingNumber={wizard.bookingNumber ?? ''} email={contact.email.trim()} />;
  }
}
