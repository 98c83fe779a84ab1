export { userKeys } from './keys';
export { useChangeRole, useCreateUser, useUsers } from './users-queries';
