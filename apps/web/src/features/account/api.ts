import type { ProfileUpdate, User } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** Spec 01 §7: the profile fields travel as query parameters, with no body. */
export const updateProfile = (api: ApiClient, changes: ProfileUpdate) => api.put<User>('/user/profile', undefined, { params: changes });
