/**
 * The newsletter's public module: a customer's data export lists the subscriptions of their
 * address, and the deletion of their account ends them (decision 083).
 */
export { forgetSubscriptionsStatement, subscriptionsOfAddress } from './queries/newsletter';
