import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatCount } from '../format';
import { ClockIcon, CommentIcon, EyeIcon, HeartIcon } from './icons';

interface PostStatsProps {
  views: number;
  likes: number;
  commentsCount: number;
  readTimeMinutes: number;
  className?: string;
}

/** Views, likes, comments and read time: a number beside an icon on screen, a sentence for screen readers. */
export function PostStats({ views, likes, commentsCount, readTimeMinutes, className = '' }: PostStatsProps) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 ${className}`}>
      <Stat icon={<EyeIcon />} shown={formatCount(views, language)} spoken={t('card.views', { count: views })} />
      <Stat icon={<HeartIcon />} shown={formatCount(likes, language)} spoken={t('card.likes', { count: likes })} />
      <Stat icon={<CommentIcon />} shown={formatCount(commentsCount, language)} spoken={t('card.comments', { count: commentsCount })} />
      <li className="inline-flex items-center gap-1">
        <ClockIcon />
        {t('card.readTime', { count: readTimeMinutes })}
      </li>
    </ul>
  );
}

function Stat({ icon, shown, spoken }: { icon: ReactNode; shown: string; spoken: string }) {
  return (
    <li className="inline-flex items-center gap-1">
      {icon}
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </li>
  );
}
