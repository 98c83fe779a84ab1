export { serverKeys } from './keys';
export {
  serverListQuery,
  useAddMember,
  useCreateServer,
  useDeleteServer,
  useUpdateServer,
} from './servers-queries';
