// How a booking's day, time and service are written in the customer and professional lists.
export { formatDay, formatInstantDay, formatTime, serviceLabel } from './format';
