export { type SaveBaubleInput, useBaubles, useSaveBauble } from './baubles-queries';
export { baubleKeys } from './keys';
