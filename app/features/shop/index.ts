export { ClassList } from './class-list';
export { useVideos, useWorkshops, shopKeys } from './shop-data';
