export { townKeys } from './keys';
export { useCreateTown, useDeleteTown, useRenameTown, useTowns } from './towns-queries';
