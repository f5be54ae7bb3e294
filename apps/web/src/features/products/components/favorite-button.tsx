import heartFilled from 'icon-mask:HeartFilled';
import heartOutlined from 'icon-mask:HeartOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_MESSAGES } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { CountToggleButton } from '../../../shared/ui/count-toggle-button.tsx';
import { MaskIcon } from '../../../shared/ui/mask-icon.tsx';
import { useSession } from '../../auth/index.ts';
import { favoriteStatusQuery, productKeys, toggleFavorite } from '../api.ts';

/** Favourite toggle (spec 02 §4, §7): GET favorite-status for a signed-in user, POST favorite; state and count as the server answers. */
export function FavoriteButton({ productId, initialCount }: { productId: number; initialCount: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <CountToggleButton
      signedIn={useSession((s) => s.isAuthenticated)}
      status={favoriteStatusQuery(api, productId)}
      send={() => toggleFavorite(api, productId)}
      read={(s) => ({ on: s.favorited, count: s.favoriteCount })}
      initialCount={initialCount}
      onToggled={() => void queryClient.invalidateQueries({ queryKey: productKeys.myFavorites })}
      labels={{ on: '已收藏', off: '收藏' }}
      icons={{ on: <MaskIcon icon={heartFilled} />, off: <MaskIcon icon={heartOutlined} /> }}
      messages={{ on: PRODUCT_MESSAGES.favorited, off: PRODUCT_MESSAGES.unfavorited }}
    />
  );
}
