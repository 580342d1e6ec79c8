import { pageTitles } from '@voltcart/contract';
import { SearchX } from 'lucide-react';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { DeadEndPanel } from '../../../shared/ui/DeadEndPanel';

export function NotFoundPage() {
  useDocumentTitle(pageTitles.notFound);
  return (
    <DeadEndPanel icon={SearchX} title="404 — Page not found" wayOn={{ to: paths.home, label: 'Go Back Home' }}>
      The page you are looking for doesn&apos;t exist or has moved.
    </DeadEndPanel>
  );
}

export default NotFoundPage;
