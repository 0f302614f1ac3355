import type { exhibitorCategories } from '@/content-model/exhibitor-categories'

type Category = (typeof exhibitorCategories)[number]

/** Twenty fictional but credible exhibitors (names, short Latin mark for the logo, booth, category, web domain, focus, products). */
export type ExhibitorSeed = {
  nameCN: string
  nameEN: string
  short: string
  booth: string
  category: Category
  domain: string
  focus: string
  /** 主要产品与服务, listed on the profile page. */
  products: string[]
}

export const exhibitors: ExhibitorSeed[] = [
  { nameCN: '华核工程设计研究院有限公司', nameEN: 'Huahe Nuclear Engineering Design Institute Co., Ltd.', short: 'Huahe', booth: 'E1-101', category: '核电工程与设计', domain: 'huahe-design.cn', focus: '核电站总体设计、核岛工艺系统设计和工程总承包', products: ['核电站总体设计与核岛工艺系统设计', '核电工程总承包（EPC）', '设计数字化交付与三维协同平台'] },
  { nameCN: '中原核电建设集团有限公司', nameEN: 'Zhongyuan Nuclear Power Construction Group', short: 'ZYNPC', booth: 'E1-108', category: '核电工程与设计', domain: 'zynpc.com.cn', focus: '核岛土建与安装施工、模块化建造和调试服务', products: ['核岛土建施工与钢衬里安装', '模块化建造与大型模块吊装', '系统调试与启动服务'] },
  { nameCN: '东岳核能咨询有限公司', nameEN: 'Dongyue Nuclear Consulting Co., Ltd.', short: 'Dongyue', booth: 'E1-115', category: '核电工程与设计', domain: 'dongyue-nuclear.cn', focus: '核安全分析、概率安全评价和许可证申请咨询', products: ['确定论安全分析与概率安全评价（PSA）', '环境影响评价与厂址评价', '许可证申请与审评对话支持'] },
  { nameCN: '北方核燃料元件有限公司', nameEN: 'Northern Nuclear Fuel Element Co., Ltd.', short: 'NNFE', booth: 'E1-201', category: '核燃料与材料', domain: 'nnfe.com.cn', focus: '压水堆燃料组件、研究堆燃料元件设计与制造', products: ['压水堆燃料组件', '研究堆燃料元件', '燃料组件相关组件与检测服务'] },
  { nameCN: '金锆新材料科技股份有限公司', nameEN: 'Jingao Zirconium Materials Technology Co., Ltd.', short: 'Jingao', booth: 'E1-206', category: '核燃料与材料', domain: 'jingao-zr.com', focus: '核级锆合金管材、板材和棒材', products: ['核级锆合金管材', '锆合金板材与带材', '锆合金棒材与格架条带'] },
  { nameCN: '铀源矿业开发有限公司', nameEN: 'Uranium Source Mining Development Co., Ltd.', short: 'U-Source', booth: 'E1-212', category: '核燃料与材料', domain: 'usource-mining.cn', focus: '地浸采铀技术与铀资源勘查开发', products: ['地浸采铀成套技术', '铀资源勘查与评价', '矿山环境治理与复垦'] },
  { nameCN: '海瑞核泵阀有限公司', nameEN: 'Hairui Nuclear Pumps and Valves Co., Ltd.', short: 'Hairui', booth: 'E2-101', category: '核级设备制造', domain: 'hairui-pv.com', focus: '核级主泵、上充泵和核一级闸阀、截止阀', products: ['核级主泵与上充泵', '核一级闸阀、截止阀、止回阀', '泵阀在役检测与维修服务'] },
  { nameCN: '重装核电设备股份有限公司', nameEN: 'Zhongzhuang Nuclear Equipment Co., Ltd.', short: 'ZZNE', booth: 'E2-110', category: '核级设备制造', domain: 'zzne.com.cn', focus: '反应堆压力容器、蒸汽发生器和稳压器', products: ['反应堆压力容器', '蒸汽发生器', '稳压器与堆内构件'] },
  { nameCN: '精诚核级管道有限公司', nameEN: 'Jingcheng Nuclear Piping Co., Ltd.', short: 'Jingcheng', booth: 'E2-118', category: '核级设备制造', domain: 'jc-piping.cn', focus: '主管道、波动管和核级不锈钢管件', products: ['核级主管道与波动管', '核级不锈钢管件', '管道预制与焊接服务'] },
  { nameCN: '法国阿托泰克阀门有限公司', nameEN: 'Atomtech Valves SAS', short: 'Atomtech', booth: 'E2-305', category: '核级设备制造', domain: 'atomtech-valves.example', focus: '核电站安全壳隔离阀与主蒸汽隔离阀', products: ['安全壳隔离阀', '主蒸汽隔离阀', '阀门诊断与备件服务'] },
  { nameCN: '华核智控科技有限公司', nameEN: 'Huahe Intelligent Control Technology Co., Ltd.', short: 'HH Control', booth: 'W3-101', category: '仪控与数字化', domain: 'hh-control.cn', focus: '核电站数字化仪控系统（DCS）和安全级平台', products: ['核电站数字化仪控系统（DCS）', '安全级数字化仪控平台', '仪控系统改造与全范围模拟机'] },
  { nameCN: '启明数字孪生科技有限公司', nameEN: 'Qiming Digital Twin Technology Co., Ltd.', short: 'Qiming', booth: 'W3-108', category: '仪控与数字化', domain: 'qiming-twin.com', focus: '核电站三维数字化交付与智能运维平台', products: ['核电站三维数字化交付', '数字孪生智能运维平台', '设备健康管理与预测性维护'] },
  { nameCN: '恒安辐射监测仪器有限公司', nameEN: 'Hengan Radiation Monitoring Instruments Co., Ltd.', short: 'Hengan', booth: 'W3-201', category: '辐射防护与监测', domain: 'hengan-rm.cn', focus: '辐射监测系统、个人剂量计和环境γ谱仪', products: ['电站辐射监测系统', '个人剂量计与剂量管理系统', '环境 γ 谱仪与应急监测车'] },
  { nameCN: '盾安核防护装备有限公司', nameEN: 'Dunan Nuclear Protection Equipment Co., Ltd.', short: 'Dunan', booth: 'W3-206', category: '辐射防护与监测', domain: 'dunan-np.cn', focus: '屏蔽材料、防护服和核应急机器人', products: ['辐射屏蔽材料与屏蔽门', '辐射防护服与呼吸防护装备', '核应急机器人'] },
  { nameCN: '同辉同位素有限公司', nameEN: 'Tonghui Isotopes Co., Ltd.', short: 'Tonghui', booth: 'W3-301', category: '核技术应用', domain: 'tonghui-iso.cn', focus: '医用和工业同位素生产与放射性药物', products: ['医用同位素（钼-99、碘-131）', '工业放射源', '放射性药物研发与生产'] },
  { nameCN: '光束辐照技术有限公司', nameEN: 'Beamline Irradiation Technology Co., Ltd.', short: 'Beamline', booth: 'W3-308', category: '核技术应用', domain: 'beamline-irr.cn', focus: '电子加速器辐照加工与灭菌装置', products: ['电子加速器辐照装置', '医疗器械辐照灭菌服务', '材料辐照改性'] },
  { nameCN: '透视无损检测设备有限公司', nameEN: 'Toushi NDT Equipment Co., Ltd.', short: 'Toushi NDT', booth: 'W3-315', category: '核技术应用', domain: 'toushi-ndt.cn', focus: '射线数字成像与在役检查设备', products: ['射线数字成像（DR/CT）系统', '核电站在役检查设备', '无损检测技术服务'] },
  { nameCN: '清源核废物处理有限公司', nameEN: 'Qingyuan Radioactive Waste Treatment Co., Ltd.', short: 'Qingyuan', booth: 'W3-401', category: '退役与废物治理', domain: 'qingyuan-rw.cn', focus: '放射性废物减容、固化和暂存设施', products: ['放射性废物减容与固化装置', '废物暂存与处置设施设计', '废物整备与运输服务'] },
  { nameCN: '长风核设施退役工程有限公司', nameEN: 'Changfeng Nuclear Decommissioning Engineering Co., Ltd.', short: 'Changfeng', booth: 'W3-408', category: '退役与废物治理', domain: 'changfeng-decom.cn', focus: '核设施去污、拆除与场址恢复', products: ['核设施去污技术与装备', '遥控拆除与切割设备', '场址环境调查与恢复'] },
  { nameCN: '核能先进技术研究院', nameEN: 'Institute of Advanced Nuclear Energy Technology', short: 'IANET', booth: 'E1-301', category: '科研院所与服务', domain: 'ianet.ac.cn', focus: '第四代反应堆、聚变堆材料和核能制氢研究', products: ['第四代反应堆技术研究', '聚变堆材料与部件研究', '核能制氢与综合利用研究'] },
]
