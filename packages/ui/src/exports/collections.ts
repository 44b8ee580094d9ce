// Public exports of the collections group (re-exported by src/index.ts).
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from '../components/Tabs/Tabs';
export {
  LightTabs,
  LightTabList,
  LightTab,
  LightTabPanel,
  type LightTabsProps,
  type LightTabListProps,
  type LightTabProps,
  type LightTabPanelProps,
} from '../components/Tabs/LightTabs';
export {
  Disclosure,
  DisclosureGroup,
  type DisclosureProps,
  type DisclosureGroupProps,
} from '../components/Disclosure/Disclosure';
export {
  Breadcrumbs,
  Breadcrumb,
  type BreadcrumbsProps,
  type BreadcrumbProps,
} from '../components/Breadcrumbs/Breadcrumbs';
export {
  LightBreadcrumbs,
  LightBreadcrumb,
  type LightBreadcrumbsProps,
  type LightBreadcrumbProps,
} from '../components/Breadcrumbs/LightBreadcrumbs';
export { TagGroup, Tag, type TagGroupProps, type TagProps } from '../components/TagGroup/TagGroup';
export { Pagination, type PaginationProps } from '../components/Pagination/Pagination';
export {
  Table,
  TableHeader,
  Column,
  TableBody,
  Row,
  Cell,
  type TableProps,
  type TableHeaderProps,
  type ColumnProps,
  type TableBodyProps,
  type RowProps,
  type CellProps,
} from '../components/Table/Table';
