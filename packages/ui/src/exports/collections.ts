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
