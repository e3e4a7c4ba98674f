// Where HomeMate works and the waiting lists for areas and services not open yet: the booking
// wizard asks about the address, a coming-soon service offers to tell the visitor. Its own
// feature, not the booking feature's: pages that only open the wizard (the landing page) then do
// not carry the API client.
export { useCheckServiceAreaQuery, useJoinServiceAreaWaitlistMutation, type JoinServiceAreaWaitlistArgs } from './api';
