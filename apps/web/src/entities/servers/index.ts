export { serverKeys } from './keys';
export { serverListQuery } from './server-list-query';
export {
  useAddMember,
  useCreateServer,
  useDeleteServer,
  useUpdateServer,
} from './servers-queries';
